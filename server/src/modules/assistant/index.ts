/**
 * The AI assistant: sentiment and suggested replies for customer messages (it reacts to the inbox's
 * events and adds its fields to InboxMessage), Chatbot Settings, evaluation and the test tool.
 */
import './assistant.evaluation.graphql.ts';
import './assistant.graphql.ts';
import './assistant.types.graphql.ts';

export { createLlmAssistant, MODEL_BUDGET_MS } from './agent/llm.ts';
export { createOfflineAssistant } from './agent/offline.ts';
export type { Assistant, AssistantSettings, Tone } from './agent/types.ts';
export type { AssistantEvents } from './assistant.events.ts';
export {
  defineInboxJobs,
  registerAssistantListeners,
  registerAssistantLiveListeners,
} from './assistant.jobs.ts';
