/**
 * The assistant port: what the inbox hands an assistant for one customer message, and what it gets
 * back. Two adapters implement `Assistant`: the built-in offline agent (default, deterministic, no
 * network) and the OpenAI-compatible one (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL).
 */

export const AGENT_KINDS = [
  'catalog',
  'classification',
  'conversation',
  'guard',
  'intent',
  'orchestrator',
  'order',
  'product',
  'product_inquiry',
  'sentiment',
  'supervisor',
] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

export const INTENTS = [
  'greeting',
  'thanks',
  'product_inquiry',
  'order_status',
  'store_policy',
  'complaint',
  'human_handoff',
  'out_of_scope',
  'abuse',
] as const;
export type Intent = (typeof INTENTS)[number];

export const SENTIMENTS = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const;
export type SentimentLabel = (typeof SENTIMENTS)[number];

export const TONES = ['friendly', 'professional', 'playful'] as const;
export type Tone = (typeof TONES)[number];

// One list of statuses: the orders domain owns them (its transition tables).
import type { OrderStatus, PaymentStatus } from '../../orders/index.ts';

export { ORDER_STATUSES, PAYMENT_STATUSES } from '../../orders/index.ts';
export type { OrderStatus, PaymentStatus };

/** One thing a customer can buy of a product: a size, a pack, a colour... */
export interface CatalogVariant {
  /** "M / Red", "250g", "Family (good for 8)": the option values joined by " / ". */
  name: string;
  /** The option values in the product's option order, e.g. ["M", "Red"]. */
  options: string[];
  /** centavos */
  price: number;
  inStock: boolean;
}

/** A product the assistant may offer; price in centavos (the lowest variant's). */
export interface CatalogProduct {
  uuid: string;
  name: string;
  description: string;
  price: number;
  inStock: boolean;
  photoUrl: string | null;
  /** The published variants when the product has options ([] when it sells as one thing). */
  variants: CatalogVariant[];
}

export interface CustomerOrder {
  transactionNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** centavos */
  total: number;
  createdAt: Date;
}

export interface AssistantSettings {
  storeName: string;
  tone: Tone;
  /** Free text the merchant writes: shipping, payment, returns, hours... one policy per paragraph. */
  storePolicies: string;
  /** Free text: when a person should take over (e.g. "refunds, bulk orders above 50 pcs"). */
  handOffRules: string;
}

/** What the agents may look up. The inbox implements these against the database. */
export interface AgentTools {
  /** The app's published, visible products (the agent ranks them itself). */
  catalog(): Promise<CatalogProduct[]>;
  /** The customer's latest order, or null. */
  latestOrder(): Promise<CustomerOrder | null>;
}

export interface ConversationTurn {
  sender: 'customer' | 'merchant';
  text: string;
}

export interface AgentInput {
  /** The customer's new message. */
  message: string;
  /** Earlier turns, oldest first (at most the last 10). */
  history: ConversationTurn[];
  customerName: string;
  settings: AssistantSettings;
  tools: AgentTools;
}

export interface ToolCallRecord {
  name: string;
  arguments: unknown;
  result: unknown;
}

/** One agent's part in an answer: shown behind "Response Breakdown". */
export interface AgentStep {
  type: AgentKind;
  completion: string | null;
  jsonCompletion: unknown;
  toolCalls: ToolCallRecord[];
  reflection: string | null;
  addedProducts: CatalogProduct[];
}

export interface AgentReply {
  /** The agent that wrote the final answer. */
  type: AgentKind;
  text: string;
  /** Products offered with the answer (sent as a carousel), at most 10. */
  products: CatalogProduct[];
}

export interface AgentResult {
  sentiment: SentimentLabel;
  intent: Intent;
  /** null when the assistant declines to suggest anything (the merchant answers themself). */
  reply: AgentReply | null;
  steps: AgentStep[];
}

export interface Assistant {
  readonly name: 'offline' | 'llm';
  /** The chat model's name when `llm` (shown in Chatbot Settings); null for the offline agent. */
  readonly model: string | null;
  respond(input: AgentInput): Promise<AgentResult>;
}
