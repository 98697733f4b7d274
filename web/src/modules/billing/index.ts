/** Billing: the payment method on file (document 3 §2), for other modules and the guided setup. */
export { ConnectPaymentMethod, type ConnectPaymentMethodProps } from './ConnectPaymentMethod';
export { AddCredits } from './components/AddCredits';
export { PaymentAlert } from './components/PaymentAlert';
export { ShippingCreditWidget } from './components/ShippingCreditWidget';
export { PAYMENT_ALERT, paymentAlertAllowed } from './paymentAlert';
export { shippingTopUpKey, shippingTopUpRoute } from './shipping';
