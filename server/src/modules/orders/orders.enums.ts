/** The orders domain's GraphQL enums, one type each in the schema (the assistant's test tool uses them too). */
import { builder } from '../../graphql/builder.ts';
import { FULFILLMENTS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './orders.rules.ts';

export const OrderStatusEnum = builder.enumType('OrderStatus', { values: ORDER_STATUSES });
export const PaymentStatusEnum = builder.enumType('PaymentStatus', { values: PAYMENT_STATUSES });
export const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: PAYMENT_METHODS });
export const FulfillmentEnum = builder.enumType('Fulfillment', { values: FULFILLMENTS });
