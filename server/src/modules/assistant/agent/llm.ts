/**
 * The assistant on a chat model (an OpenAI-compatible API through integrations/llm). The offline agents
 * still do what must not depend on a model: the guard runs first (a blocked message never reaches the
 * model), sentiment and intent are the offline ones, and the offline supervisor checks the model's
 * answer against the catalog, rewriting or declining it on a wrong price or an unknown product. The
 * model looks things up through function tools (search_products uses the offline retrieval), for at
 * most four rounds. A model that fails or takes over 5 s, or whose reply the supervisor will not offer,
 * hands that message to the offline agent (createLlmAssistant); the breakdown says so.
 */
import type { ChatModel, WireMessage } from '../../../integrations/llm/chat.port.ts';
import { parseArguments } from '../../../integrations/llm/chat.port.ts';
import { formatPeso } from '../../../platform/money.ts';
import { finishReply } from './finish.ts';
import { findMentions } from './mentions.ts';
import { createOfflineAssistant } from './offline.ts';
import { compose, route } from './orchestrator.ts';
import { orderStatusSentence } from './order.ts';
import { splitPolicies } from './policies.ts';
import { DEFAULT_OFFER, MAX_OFFER, writeProductReply } from './product.ts';
import { systemPrompt, TOOL_DEFINITIONS } from './prompt.ts';
import { type ProductIndex, searchProducts } from './retrieval.ts';
import { step } from './steps.ts';
import type {
  AgentInput,
  AgentKind,
  AgentResult,
  AgentStep,
  Assistant,
  CatalogProduct,
  Intent,
  ToolCallRecord,
} from './types.ts';
import { type SharedTools, shareTools, type Understanding, understand } from './understand.ts';
import { voiceFor } from './voice.ts';

const MAX_ROUNDS = 4;

/** How long a model may take over one message (all its rounds) before the offline agent answers. */
export const MODEL_BUDGET_MS = 5_000;

export interface LlmOptions {
  /** ms; default MODEL_BUDGET_MS. */
  budgetMs?: number;
  /** Who answers when the model fails, is too slow, or states what no tool gave. */
  fallback?: Assistant;
}

/**
 * The model-backed assistant with its safety net: a model that fails, takes longer than the budget,
 * or writes a reply the supervisor will not offer (an unchecked price, product or number) is replaced
 * for that message by the offline agent, and the breakdown says why.
 */
export function createLlmAssistant(model: ChatModel, options: LlmOptions = {}): Assistant {
  const budgetMs = options.budgetMs ?? MODEL_BUDGET_MS;
  const fallback = options.fallback ?? createOfflineAssistant();
  const viaModel = modelAssistant(model);
  const offline = async (input: AgentInput, why: string, before: AgentStep[] = []) => {
    const result = await fallback.respond(input);
    const note = step('orchestrator', {
      jsonCompletion: { engine: 'offline', fallbackFrom: model.name, reason: why },
      reflection: `${why} The offline agent answered instead.`,
    });
    return { ...result, steps: [...before, ...result.steps, note] };
  };
  return {
    name: 'llm',
    model: model.name,
    async respond(input: AgentInput): Promise<AgentResult> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`The model took longer than ${budgetMs / 1000} s.`)),
          budgetMs,
        );
      });
      try {
        const answer = viaModel.respond(input);
        // Past the budget the model's answer is not awaited; its failure must not go unhandled.
        answer.catch(() => {});
        const result = await Promise.race([answer, late]);
        const declined = result.reply === null && result.steps.some((s) => s.type === 'supervisor');
        if (!declined) return result;
        return offline(input, `The supervisor did not offer ${model.name}'s reply.`, result.steps);
      } catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        return offline(input, `${model.name} failed: ${why.endsWith('.') ? why : `${why}.`}`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function modelAssistant(model: ChatModel): Assistant {
  const complete = (messages: WireMessage[]) => model.complete(messages, TOOL_DEFINITIONS);
  const options = { model: model.name };
  return {
    name: 'llm',
    model: model.name,
    async respond(input: AgentInput): Promise<AgentResult> {
      const tools = shareTools(input.tools);
      const u = await understand(input, tools);
      const base = { sentiment: u.sentiment.label, intent: u.intent.intent };
      if (u.guard.verdict !== 'allow' || !u.catalog || !u.index || !u.inquiry) {
        // Blocked input never reaches the model: the guard's own answer (or none, for abuse).
        const routed = await route(input, u, tools);
        const text = routed.draft ? compose(routed.draft, u.voice, u.intent.intent) : null;
        const steps = [
          ...u.steps,
          step('orchestrator', {
            completion: text,
            reflection: `Route: ${routed.route}. Not sent to the model.`,
          }),
        ];
        return {
          ...base,
          reply: text && routed.draft ? { type: routed.draft.author, text, products: [] } : null,
          steps,
        };
      }
      const catalog = u.catalog;
      const index = u.index;
      const inquiry = u.inquiry;

      const messages: WireMessage[] = [
        { role: 'system', content: systemPrompt(input.settings, u.voice.name) },
        ...input.history.slice(-10).map(
          (turn): WireMessage => ({
            role: turn.sender === 'customer' ? 'user' : 'assistant',
            content: turn.text,
          }),
        ),
        { role: 'user', content: input.message },
      ];
      const toolCalls: ToolCallRecord[] = [];
      let draft: string | null = null;
      let rounds = 0;
      let usage: unknown = null;
      while (draft === null) {
        if (rounds === MAX_ROUNDS)
          throw new Error(`LLM gave no answer after ${MAX_ROUNDS} rounds of tool calls`);
        rounds++;
        const answer = await complete(messages);
        usage = answer.usage;
        if (answer.toolCalls.length === 0) {
          draft = answer.content?.trim() ?? '';
          if (draft === '') throw new Error('LLM returned an empty answer');
          break;
        }
        messages.push({ role: 'assistant', content: answer.content, tool_calls: answer.toolCalls });
        for (const call of answer.toolCalls) {
          const args = parseArguments(call.function.arguments);
          const result = await runTool(call.function.name, args, { input, u, tools, index });
          toolCalls.push({ name: call.function.name, arguments: args, result });
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }

      const offered = productsNamedIn(draft, catalog);
      const author = authorFor(u.intent.intent);
      const rewrite = (products: CatalogProduct[]) =>
        compose(
          writeProductReply(
            {
              ...inquiry,
              strong: products.map((product) => ({ product, score: 1, nameHits: [], matched: [] })),
            },
            u.voice,
            catalog,
            index,
            DEFAULT_OFFER,
          ),
          u.voice,
          u.intent.intent,
        );
      const written = step(author, {
        completion: draft,
        toolCalls,
        jsonCompletion: { model: options.model, rounds, usage },
        reflection: `Written by ${options.model} after ${rounds} request(s) and ${toolCalls.length} tool call(s).`,
        addedProducts: offered,
      });
      return finishReply(input, u, tools, {
        steps: [...u.steps, written],
        text: draft,
        author,
        products: offered,
        rewrite,
      });
    },
  };
}

interface ToolContext {
  input: AgentInput;
  u: Understanding;
  tools: SharedTools;
  index: ProductIndex;
}

/** Runs one of the model's function calls against the agent tools; results are plain JSON. */
async function runTool(name: string, args: Record<string, unknown>, ctx: ToolContext): Promise<unknown> {
  switch (name) {
    case 'search_products': {
      const query = typeof args.query === 'string' ? args.query : '';
      const found = searchProducts(ctx.index, query, { limit: 5 });
      return {
        products: found.map((r) => ({
          name: r.product.name,
          price: formatPeso(r.product.price),
          inStock: r.product.inStock,
          description: r.product.description,
          variants: r.product.variants.map((v) => ({
            name: v.name,
            price: formatPeso(v.price),
            inStock: v.inStock,
          })),
        })),
      };
    }
    case 'latest_order': {
      const order = await ctx.tools.latestOrder();
      if (!order) return { order: null };
      const english = voiceFor(ctx.input.settings.tone, 'en', ctx.u.voice.name, ctx.input.settings.storeName);
      return {
        order: {
          transactionNumber: order.transactionNumber,
          status: order.status,
          paymentStatus: order.paymentStatus,
          total: formatPeso(order.total),
          createdAt: order.createdAt.toISOString(),
          summary: orderStatusSentence(order, english),
        },
      };
    }
    case 'store_policies':
      return { policies: splitPolicies(ctx.input.settings.storePolicies).map((p) => p.text) };
    default:
      return { error: `Unknown tool "${name}"` };
  }
}

/** Catalog products the answer names unambiguously, in stock, in order of first mention. */
function productsNamedIn(text: string, catalog: readonly CatalogProduct[]): CatalogProduct[] {
  const out: CatalogProduct[] = [];
  for (const m of findMentions(text, catalog)) {
    const only = m.products.length === 1 ? m.products[0] : undefined;
    if (only?.inStock && !out.includes(only)) out.push(only);
  }
  return out.slice(0, MAX_OFFER);
}

function authorFor(intent: Intent): AgentKind {
  if (intent === 'product_inquiry') return 'product';
  if (intent === 'order_status') return 'order';
  return 'conversation';
}
