/** What the assistant announces (listeners run after the commit). */
export interface AssistantEvents {
  /** A suggested reply was written for a customer message: it used a reply of the month or a credit. */
  'assistant.replySuggested': { appUuid: string; messageUuid: string };
}
