import { graphql } from '../../../generated';

/** Chatbot Settings (document 2 §2.3 "Chatbot"): what the store's assistant knows and how it talks. */
export const ChatbotSettingsFieldsFragment = graphql(`
  fragment ChatbotSettingsFields on ChatbotSettings {
    appUuid
    assistantEnabled
    tone
    storePolicies
    handOffRules
    sentimentAnalysisEnabled
    responseCredits
    engine
    engineModel
  }
`);

export const ChatbotSettingsQuery = graphql(`
  query ChatbotSettings($appUuid: ID!) {
    chatbotSettings(appUuid: $appUuid) {
      ...ChatbotSettingsFields
    }
  }
`);

export const ChatbotSettingsUpdateMutation = graphql(`
  mutation ChatbotSettingsUpdate($input: ChatbotSettingsUpdateInput!) {
    chatbotSettingsUpdate(input: $input) {
      ...ChatbotSettingsFields
    }
  }
`);
