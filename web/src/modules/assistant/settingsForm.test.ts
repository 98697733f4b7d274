import { describe, expect, it } from 'vitest';
import { chatbotSettingsSchema, creditsLabel, settingsInput, settingsValues } from './settingsForm';

const saved = {
  appUuid: 'app-1',
  assistantEnabled: true,
  tone: 'friendly' as const,
  storePolicies: 'COD in Metro Manila.',
  handOffRules: '',
  sentimentAnalysisEnabled: false,
  responseCredits: 120,
  engine: 'offline' as const,
  engineModel: null,
};

describe('chatbot settings form', () => {
  it('sends every field with trimmed texts', () => {
    const values = {
      ...settingsValues(saved),
      storePolicies: '  Ships in 2 days.  ',
      handOffRules: ' Refunds ',
    };
    expect(settingsInput('app-1', values)).toEqual({
      appUuid: 'app-1',
      assistantEnabled: true,
      tone: 'friendly',
      storePolicies: 'Ships in 2 days.',
      handOffRules: 'Refunds',
      sentimentAnalysisEnabled: false,
    });
  });

  it('limits store policies to 2000 and hand-off rules to 1000 characters', () => {
    const ok = chatbotSettingsSchema.safeParse({
      ...settingsValues(saved),
      storePolicies: 'a'.repeat(2000),
      handOffRules: 'b'.repeat(1000),
    });
    expect(ok.success).toBe(true);
    const tooLong = chatbotSettingsSchema.safeParse({
      ...settingsValues(saved),
      storePolicies: 'a'.repeat(2001),
      handOffRules: 'b'.repeat(1001),
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues.map((i) => i.message)).toEqual([
      'Store policies should not exceed 2000 characters',
      'Hand-off rules should not exceed 1000 characters',
    ]);
  });

  it('says how many response credits are left', () => {
    expect(creditsLabel(1234)).toBe('1,234 response credits left');
    expect(creditsLabel(1)).toBe('1 response credit left');
    expect(creditsLabel(-3)).toBe('0 response credits left');
  });
});
