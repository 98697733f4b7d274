import { eq } from 'drizzle-orm';
import type { Context, ContextBase } from '../../graphql/context.ts';
import { badInput } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { type AppRow, appByUuid, appOrThrow, setSentimentAnalysis } from '../apps/index.ts';
import { listedProductsByName, type ProductVariantRow, publishedVariantsOf } from '../catalog/index.ts';
import { responseCreditsOf } from '../credits/index.ts';
import { customerUuidOfRecipient } from '../customers/index.ts';
import {
  answeredAfter,
  claimAssistQueue,
  claimUnansweredUnhappy,
  finishAssist,
  type InboxMessageRow,
  type InboxProductData,
  messagesBefore,
  type PageRecipientRow,
  recipientByUuid,
  setSentiment,
} from '../inbox/index.ts';
import { notify } from '../notifications/index.ts';
import { latestOrderOf, type OrderStatus, type PaymentStatus } from '../orders/index.ts';
import { analyzeSentiment } from './agent/sentiment.ts';
import type { AgentTools, AssistantSettings, CatalogProduct, ConversationTurn, Tone } from './agent/types.ts';
import { takeReply } from './assistant.limits.ts';
import {
  ASSIST_BATCH,
  ASSIST_STALE_MS,
  DEFAULT_SETTINGS,
  HAND_OFF_RULES_MAX,
  HISTORY_TURNS,
  NEGATIVE_REMINDER_MS,
  negativeReminderMessage,
  STORE_POLICIES_MAX,
} from './assistant.rules.ts';
import { chatbotSettings, generatedResponses } from './assistant.tables.ts';

type Deps = Pick<ContextBase, 'db' | 'clock' | 'events' | 'log' | 'assistant' | 'limits'>;

export async function settingsOf(deps: Pick<ContextBase, 'db'>, appUuid: string) {
  const [row] = await deps.db.select().from(chatbotSettings).where(eq(chatbotSettings.appUuid, appUuid));
  return row ?? { appUuid, ...DEFAULT_SETTINGS };
}

export async function getChatbotSettings(ctx: Context, appUuid: string) {
  const app = await appOrThrow(ctx, appUuid);
  return {
    ...(await settingsOf(ctx, app.uuid)),
    sentimentAnalysisEnabled: app.sentimentAnalysisEnabled,
    responseCredits: await responseCreditsOf(ctx.db, app.uuid),
  };
}

export async function updateChatbotSettings(
  ctx: Context,
  input: {
    appUuid: string;
    assistantEnabled?: boolean | null;
    tone?: Tone | null;
    storePolicies?: string | null;
    handOffRules?: string | null;
    sentimentAnalysisEnabled?: boolean | null;
  },
) {
  const app = await appOrThrow(ctx, input.appUuid);
  const fields: Record<string, string> = {};
  if ((input.storePolicies?.length ?? 0) > STORE_POLICIES_MAX)
    fields.storePolicies = `Store policies should not exceed ${STORE_POLICIES_MAX} characters`;
  if ((input.handOffRules?.length ?? 0) > HAND_OFF_RULES_MAX)
    fields.handOffRules = `Hand-off rules should not exceed ${HAND_OFF_RULES_MAX} characters`;
  if (Object.keys(fields).length) throw badInput(fields);
  const current = await settingsOf(ctx, app.uuid);
  const next = {
    appUuid: app.uuid,
    assistantEnabled: input.assistantEnabled ?? current.assistantEnabled,
    tone: input.tone ?? current.tone,
    storePolicies: input.storePolicies?.trim() ?? current.storePolicies,
    handOffRules: input.handOffRules?.trim() ?? current.handOffRules,
    updatedAt: ctx.clock.now(),
  };
  await inTransaction(ctx, async (tx) => {
    await tx
      .insert(chatbotSettings)
      .values(next)
      .onConflictDoUpdate({ target: chatbotSettings.appUuid, set: next });
    if (input.sentimentAnalysisEnabled != null)
      await setSentimentAnalysis(tx, app.uuid, input.sentimentAnalysisEnabled);
  });
  return {
    ...next,
    sentimentAnalysisEnabled: input.sentimentAnalysisEnabled ?? app.sentimentAnalysisEnabled,
    responseCredits: await responseCreditsOf(ctx.db, app.uuid),
  };
}

export const toInboxProduct = (p: CatalogProduct): InboxProductData => ({
  uuid: p.uuid,
  name: p.name,
  price: p.price,
  featuredPhoto: p.photoUrl,
});

/** What the agents may look up for one app and customer. */
export function toolsFor(
  deps: Pick<ContextBase, 'db'>,
  appUuid: string,
  recipient: PageRecipientRow | null,
): AgentTools {
  return {
    async catalog() {
      const rows = await listedProductsByName(deps, appUuid, { limit: 2000 });
      const variants = new Map<string, ProductVariantRow[]>();
      const withOptions = rows.filter((p) => p.options.length > 0).map((p) => p.uuid);
      for (const v of await publishedVariantsOf(deps, appUuid, withOptions)) {
        variants.set(v.productUuid, [...(variants.get(v.productUuid) ?? []), v]);
      }
      return rows.map((p) => ({
        uuid: p.uuid,
        name: p.name,
        description: p.description,
        price: p.price,
        inStock: p.stockQuantity === null || p.stockQuantity > 0,
        photoUrl: p.photoUrl,
        variants: (variants.get(p.uuid) ?? []).map((v) => ({
          name: v.variantName,
          options: v.optionValues,
          price: v.price,
          inStock: !v.limited || v.stockQuantity > 0,
        })),
      }));
    },
    async latestOrder() {
      if (!recipient) return null;
      // The test tool's customer has no real orders: the order status picked in the tool stands in.
      const simulated = recipient.simulatedOrder;
      if (recipient.dummy && simulated) {
        return {
          transactionNumber: `TEST-${recipient.uuid.slice(0, 8).toUpperCase()}`,
          status: simulated.orderStatus as OrderStatus,
          paymentStatus: simulated.paymentStatus as PaymentStatus,
          total: 0,
          createdAt: recipient.updatedAt,
        };
      }
      const customerUuid = await customerUuidOfRecipient(deps.db, recipient.uuid);
      const order = await latestOrderOf(deps.db, appUuid, {
        pageRecipientUuid: recipient.uuid,
        customerUuid,
      });
      return order
        ? {
            transactionNumber: order.transactionNumber,
            status: order.status,
            paymentStatus: order.paymentStatus,
            total: order.total,
            createdAt: order.createdAt,
          }
        : null;
    },
  };
}

export function assistantSettings(app: AppRow, s: Awaited<ReturnType<typeof settingsOf>>): AssistantSettings {
  return { storeName: app.name, tone: s.tone, storePolicies: s.storePolicies, handOffRules: s.handOffRules };
}

/** Claims queued customer messages (SKIP LOCKED: one process per message) and assists each. */
export async function processAssistQueue(deps: Deps): Promise<void> {
  for (;;) {
    const claimed = await claimAssistQueue(deps.db, deps.clock.now(), {
      staleMs: ASSIST_STALE_MS,
      batch: ASSIST_BATCH,
    });
    if (claimed.length === 0) return;
    for (const message of claimed) {
      // A turn for the requests that came in meanwhile (a page, /healthz on a new server whose seed
      // queued its messages): embedded queries resolve as microtasks, and a queue of messages would
      // otherwise hold the event loop until it is empty.
      await new Promise<void>((resolve) => setImmediate(resolve));
      try {
        await assistOne(deps, message);
      } catch (err) {
        deps.log.error({ err, messageUuid: message.uuid }, 'assistant failed on a message');
        await finishAssist(deps.db, message.uuid);
      }
    }
  }
}

async function history(deps: Pick<ContextBase, 'db'>, message: InboxMessageRow): Promise<ConversationTurn[]> {
  const rows = await messagesBefore(deps.db, message, HISTORY_TURNS);
  return rows.flatMap((r) => (r.message ? [{ sender: r.sender, text: r.message }] : []));
}

/** Sentiment (when the app has it on), then one suggested reply for one credit. */
async function assistOne(deps: Deps, message: InboxMessageRow): Promise<void> {
  const app = await appByUuid(deps.db, message.appUuid);
  const recipient = await recipientByUuid(deps.db, message.pageRecipientUuid);
  if (!app || !recipient) return;
  const text = message.message?.trim() ?? '';
  const sentiment = app.sentimentAnalysisEnabled && text ? analyzeSentiment(text).label : null;
  // Still unanswered: no page message after it.
  const later = await answeredAfter(deps.db, message);
  await setSentiment(deps.db, message.uuid, sentiment, sentiment === 'NEGATIVE' && !later);

  const settings = await settingsOf(deps, app.uuid);
  const suggested =
    settings.assistantEnabled && text && !later
      ? await suggest(deps, app, recipient, message, settings)
      : false;

  await inTransaction(deps, async (tx, events) => {
    await finishAssist(tx, message.uuid);
    events.emit('inbox.messageChanged', { appUuid: app.uuid, messageUuid: message.uuid });
    // A reply of the month was used: the plan usage is pushed live.
    if (suggested) events.emit('assistant.replySuggested', { appUuid: app.uuid, messageUuid: message.uuid });
  });
}

async function suggest(
  deps: Deps,
  app: AppRow,
  recipient: PageRecipientRow,
  message: InboxMessageRow,
  settings: Awaited<ReturnType<typeof settingsOf>>,
): Promise<boolean> {
  // The plan's monthly limits, then the response credits (assistant.limits.ts).
  const reply = await takeReply(deps, app.uuid);
  if (!reply) return false;
  const refund = () => reply.refund();
  let result: Awaited<ReturnType<Deps['assistant']['respond']>>;
  try {
    result = await deps.assistant.respond({
      message: message.message ?? '',
      history: await history(deps, message),
      customerName: recipient.name,
      settings: assistantSettings(app, settings),
      tools: toolsFor(deps, app.uuid, recipient),
    });
  } catch (err) {
    await refund();
    throw err;
  }
  if (!result.reply) {
    await refund();
    return false;
  }
  const suggestion = result.reply;
  await deps.db
    .insert(generatedResponses)
    .values({
      uuid: newUuid(),
      appUuid: app.uuid,
      inboxMessageUuid: message.uuid,
      type: suggestion.type,
      intent: result.intent,
      completion: suggestion.text,
      jsonCompletion: {
        intent: result.intent,
        sentiment: result.sentiment,
        products: suggestion.products.map((p) => p.name),
      },
      products: suggestion.products.map(toInboxProduct),
      breakdown: result.steps.map((s) => ({ ...s, addedProducts: s.addedProducts.map(toInboxProduct) })),
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing();
  return true;
}

/** Unhappy customers left waiting 10 minutes: one reminder each (claimed, so never twice). */
export async function sweepNegativeSentiment(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - NEGATIVE_REMINDER_MS);
  const claimed = await claimUnansweredUnhappy(deps.db, cutoff);
  const seen = new Set<string>();
  for (const m of claimed) {
    if (seen.has(m.pageRecipientUuid)) continue;
    seen.add(m.pageRecipientUuid);
    const recipient = await recipientByUuid(deps.db, m.pageRecipientUuid);
    if (!recipient) continue;
    await notify(deps, {
      appUuid: m.appUuid,
      category: 'negative_sentiment_reminder',
      message: negativeReminderMessage(recipient.name),
      pageRecipient: { name: recipient.name, profilePic: recipient.profilePic },
    });
  }
  return seen.size;
}
