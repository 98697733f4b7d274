/**
 * A store's credits (the assistant's response credits, one row per app) and its plan's monthly allowance
 * of suggested replies (one row per app and Manila month), each used atomically.
 */
export { DEFAULT_RESPONSE_CREDITS } from './credits.rules.ts';
export {
  addResponseCredits,
  addShippingCredits,
  claimCreditsNotice,
  claimMonthlyNotice,
  monthlyResponsesUsed,
  refundMonthlyResponse,
  refundResponseCredit,
  responseCreditsOf,
  shippingCreditsOf,
  useMonthlyResponse,
  useResponseCredit,
  useShippingCredits,
} from './credits.service.ts';
