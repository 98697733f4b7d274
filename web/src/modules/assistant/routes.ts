import type { ScreenMap } from '../../app/screens/types';

/**
 * The assistant module's screens by the spec's route names (document 2 §2.3 "Chatbot" and the inbox
 * manager's Messenger notification children); each is its own lazy chunk. `chatbot-evaluation` has no
 * screen of its own: it opens on its default child, the dataset.
 */
export const assistantScreens: ScreenMap = {
  'ai-settings': () => import('./views/ChatbotSettingsView'),
  'chatbot-evaluation-dataset': () => import('./views/EvaluationDatasetView'),
  'chatbot-evaluation-history': () => import('./views/EvaluationHistoryView'),
  'inbox-manager-messenger-notification': () => import('./views/InboxMessengerNotificationView'),
  'inbox-manager-invite': () => import('./views/InboxInviteView'),
};
