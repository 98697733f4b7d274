/** A store's credits (the assistant's response credits): one row per app, used atomically. */
export { DEFAULT_RESPONSE_CREDITS } from './credits.rules.ts';
export {
  claimCreditsNotice,
  refundResponseCredit,
  responseCreditsOf,
  useResponseCredit,
} from './credits.service.ts';
