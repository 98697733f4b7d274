import { closedForTheDay } from '../../shell/askedOnce';

/** The payment-gateway reminder dialog's "Later": closed for the rest of the Manila day, per store and stage. */
export const gatewayLater = closedForTheDay('suki.gatewayReminder');
