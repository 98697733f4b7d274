import * as z from 'zod/mini';
import type {
  AssistantTone,
  ChatbotSettingsFieldsFragment,
  ChatbotSettingsUpdateInput,
} from '../../generated/graphql';
import { max } from '../../lib/validation';
import { TONES } from './labels';

/** Store policies feed every agent's prompt; hand-off rules the guard's (limits chosen for prompt size). */
export const STORE_POLICIES_LIMIT = 2000;
export const HAND_OFF_RULES_LIMIT = 1000;

export const STORE_POLICIES_LABEL = 'Store policies';
export const HAND_OFF_RULES_LABEL = 'Hand-off rules';

const limited = (name: string, limit: number) =>
  z.string().check(z.refine((value) => value.length <= limit, max(name, limit)));

export const chatbotSettingsSchema = z.object({
  assistantEnabled: z.boolean(),
  tone: z.enum(TONES as [AssistantTone, ...AssistantTone[]]),
  storePolicies: limited(STORE_POLICIES_LABEL, STORE_POLICIES_LIMIT),
  handOffRules: limited(HAND_OFF_RULES_LABEL, HAND_OFF_RULES_LIMIT),
  sentimentAnalysisEnabled: z.boolean(),
});

export type ChatbotSettingsValues = z.output<typeof chatbotSettingsSchema>;
export type ChatbotSettingsField = keyof ChatbotSettingsValues;
export const CHATBOT_SETTINGS_FIELDS: readonly ChatbotSettingsField[] = [
  'assistantEnabled',
  'tone',
  'storePolicies',
  'handOffRules',
  'sentimentAnalysisEnabled',
];

/** The form's starting values from the saved settings. */
export function settingsValues(settings: ChatbotSettingsFieldsFragment): ChatbotSettingsValues {
  return {
    assistantEnabled: settings.assistantEnabled,
    tone: settings.tone,
    storePolicies: settings.storePolicies,
    handOffRules: settings.handOffRules,
    sentimentAnalysisEnabled: settings.sentimentAnalysisEnabled,
  };
}

/** The update: every field of the form, texts trimmed. */
export function settingsInput(appUuid: string, values: ChatbotSettingsValues): ChatbotSettingsUpdateInput {
  return {
    appUuid,
    assistantEnabled: values.assistantEnabled,
    tone: values.tone,
    storePolicies: values.storePolicies.trim(),
    handOffRules: values.handOffRules.trim(),
    sentimentAnalysisEnabled: values.sentimentAnalysisEnabled,
  };
}

/** "1,234 credits left" style count. */
export function creditsLabel(credits: number): string {
  const count = Math.max(0, Math.floor(credits));
  return `${count.toLocaleString('en-PH')} ${count === 1 ? 'response credit' : 'response credits'} left`;
}
