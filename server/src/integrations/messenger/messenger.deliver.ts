import {
  decideSend,
  fillTemplate,
  type MessagingWindow,
  type OutgoingKind,
  type UtilityTemplate,
} from './messenger.policy.ts';
import { type Messenger, MessengerError } from './messenger.port.ts';

/** One automated message to one person, to go out however the policy table allows now. */
export interface PolicySend {
  kind: OutgoingKind;
  window: MessagingWindow;
  /** The page's templates (page_utility_templates). */
  templates: readonly UtilityTemplate[];
  fbPageId: string;
  accessToken: string;
  psid: string;
  /** The standard message (inside 24 hours). */
  text: string;
  metadata: string;
  /** What a utility template's placeholders get, by the purpose's parameter names. */
  templateValues: Readonly<Record<string, string>>;
}

export type PolicyOutcome =
  | { sent: 'standard'; mid: string }
  | { sent: 'utility_template'; mid: string; templateName: string }
  | { sent: 'none'; because: 'window' | 'no_template' }
  | { sent: 'refused'; error: MessengerError };

/**
 * Sends under messenger.policy.ts: a standard text, or the page's approved utility template, or
 * nothing. Messenger's refusal is an outcome (the caller records it where the merchant sees it), not
 * an exception. HUMAN_AGENT is for people: an automated kind never reaches it (the table says so).
 */
export async function sendUnderPolicy(messenger: Messenger, send: PolicySend): Promise<PolicyOutcome> {
  const decision = decideSend(send.kind, send.window, send.templates);
  if (decision.mode === 'none') return { sent: 'none', because: decision.because };
  if (decision.mode === 'human_agent_tag')
    throw new Error(`${send.kind} is automated: the HUMAN_AGENT tag is only for a person's reply`);
  try {
    if (decision.mode === 'standard') {
      const { mid } = await messenger.send({
        fbPageId: send.fbPageId,
        accessToken: send.accessToken,
        psid: send.psid,
        part: { kind: 'text', text: send.text },
        tag: null,
        metadata: send.metadata,
      });
      return { sent: 'standard', mid };
    }
    const { template } = decision;
    const { mid } = await messenger.sendTemplate({
      fbPageId: send.fbPageId,
      accessToken: send.accessToken,
      psid: send.psid,
      template: {
        name: template.name,
        language: template.language,
        parameters: fillTemplate(send.kind, template, send.templateValues),
      },
    });
    return { sent: 'utility_template', mid, templateName: template.name };
  } catch (err) {
    if (err instanceof MessengerError) return { sent: 'refused', error: err };
    throw err;
  }
}
