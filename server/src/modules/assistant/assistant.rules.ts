import { stateMachine } from '../../platform/state-machine.ts';
import type { Tone } from './agent/types.ts';

/** A NEGATIVE customer message unanswered this long raises a negative_sentiment_reminder (docs/decisions.md). */
export const NEGATIVE_REMINDER_MS = 10 * 60 * 1000;
/** A claimed assistant run older than this is presumed lost (process died) and queued again. */
export const ASSIST_STALE_MS = 2 * 60 * 1000;
export const ASSIST_BATCH = 10;
export const HISTORY_TURNS = 10;

export const STORE_POLICIES_MAX = 2000;
export const HAND_OFF_RULES_MAX = 1000;
export const EVALUATION_MESSAGE_MAX = 1000;
export const EVALUATION_CASES_MAX = 500;

export const DEFAULT_SETTINGS = {
  assistantEnabled: true,
  tone: 'friendly' as Tone,
  storePolicies: '',
  handOffRules: '',
};

export const CREDITS_NOTICE =
  'Your store has run out of AI response credits. Suggested replies are paused until credits are added.';
export const SUGGESTION_HANDLED = 'This suggestion was already handled';

export type SuggestionStatus = 'pending' | 'accepted' | 'edited' | 'dismissed';
/** A suggested reply is handled once: approved as is, sent edited, or dismissed. */
export const SUGGESTION_STATUS = stateMachine<SuggestionStatus>(
  'Suggested reply',
  { pending: ['accepted', 'edited', 'dismissed'], accepted: [], edited: [], dismissed: [] },
  { pending: 'Waiting', accepted: 'Approved', edited: 'Sent edited', dismissed: 'Dismissed' },
);
export const TEST_CUSTOMER_NAME = 'Test Customer';
export const TEST_CUSTOMER_PSID = 'test-tool';

export const negativeReminderMessage = (name: string) =>
  `${name} sounds unhappy and has been waiting over 10 minutes for a reply.`;
