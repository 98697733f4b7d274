import { PaymentMethodSetup } from './components/PaymentMethodSetup';

export interface ConnectPaymentMethodProps {
  appUuid: string;
  /** Called when the merchant continues after a default payment method is confirmed. */
  onDone?: () => void;
}

/**
 * The guided setup's step 4 (connect-payment-method) and anywhere a store needs a payment method on
 * file: billing customer form → add a method → the provider's page → confirmed by its callback.
 */
export function ConnectPaymentMethod({ appUuid, onDone }: ConnectPaymentMethodProps) {
  return <PaymentMethodSetup appUuid={appUuid} mode="connect" onDone={onDone} />;
}

export default ConnectPaymentMethod;
