/** User-facing messages of the assistant module (contract messages.md; document 1 §8 patterns). */
export const SETTINGS_SAVED = 'Chatbot Settings Successfully updated!';
export const CASE_CREATED = 'Evaluation case Successfully created!';
export const CASE_UPDATED = 'Evaluation case Successfully updated!';
export const CASE_REMOVED = 'Evaluation case Successfully removed!';
export const REMOVE_CASE_QUESTION = 'Do you want to remove this evaluation case?';
/** Test tool (document 2 §8). */
export const CONVO_RESET = 'Successfully Reset Convo';
export const TEST_MESSAGE_SENT = 'Message sent successfully';
