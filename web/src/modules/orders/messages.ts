/** What the order screens say (the app's message style, document 1 §8). */
export const ORDER_UPDATED = 'Order Successfully updated!';
export const ORDERS_EXPORTED = 'Orders Successfully exported!';
export const REFUND_ASKED = 'Refund sent to the payment provider. The order shows Refunded once it confirms.';
