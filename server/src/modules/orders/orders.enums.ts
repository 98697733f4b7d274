/** The orders domain's GraphQL enums, one type each in the schema (the assistant's test tool uses them too). */
import { builder } from '../../graphql/builder.ts';
import { CHECKOUT_CHANNELS } from '../../integrations/payments/payments.port.ts';
import {
  FULFILLMENTS,
  MESSENGER_UPDATE_OUTCOMES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './orders.rules.ts';
import { ONLINE_PAYMENT_STATUSES } from './orders.tables.ts';

export const OrderStatusEnum = builder.enumType('OrderStatus', { values: ORDER_STATUSES });
export const PaymentStatusEnum = builder.enumType('PaymentStatus', { values: PAYMENT_STATUSES });
export const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: PAYMENT_METHODS });
export const FulfillmentEnum = builder.enumType('Fulfillment', { values: FULFILLMENTS });
export const MessengerUpdateOutcomeEnum = builder.enumType('MessengerUpdateOutcome', {
  description:
    'What became of a Messenger update to the customer: sent, sent as a utility template, not sent (not_reached) or refused by Messenger.',
  values: MESSENGER_UPDATE_OUTCOMES,
});
export const OrderTimelineEntryKindEnum = builder.enumType('OrderTimelineEntryKind', {
  values: ['status', 'messenger'] as const,
});
export const OnlinePaymentChannelEnum = builder.enumType('OnlinePaymentChannel', {
  description: 'How a customer pays online at checkout: a card, GCash or Maya (PAYMAYA).',
  values: CHECKOUT_CHANNELS,
});
export const OnlinePaymentStatusEnum = builder.enumType('OnlinePaymentStatus', {
  description: 'One attempt to pay an order online: waiting for the provider, paid, or failed.',
  values: ONLINE_PAYMENT_STATUSES,
});
