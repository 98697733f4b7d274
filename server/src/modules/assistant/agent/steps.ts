import type { AgentKind, AgentStep, CatalogProduct, ToolCallRecord } from './types.ts';

/** One agent's step, with empty defaults. */
export function step(
  type: AgentKind,
  parts: {
    completion?: string | null;
    jsonCompletion?: unknown;
    toolCalls?: ToolCallRecord[];
    reflection?: string | null;
    addedProducts?: CatalogProduct[];
  } = {},
): AgentStep {
  return {
    type,
    completion: parts.completion ?? null,
    jsonCompletion: parts.jsonCompletion ?? null,
    toolCalls: parts.toolCalls ?? [],
    reflection: parts.reflection ?? null,
    addedProducts: parts.addedProducts ?? [],
  };
}

/** What an answering agent hands the orchestrator. */
export interface Draft {
  author: AgentKind;
  /** The answer without opener or closer; `standalone` drafts are complete replies (a greeting). */
  body: string;
  products: CatalogProduct[];
  standalone: boolean;
}

/** A short, JSON-friendly view of a product for tool-call records. */
export function productSummary(p: CatalogProduct): {
  uuid: string;
  name: string;
  price: number;
  inStock: boolean;
} {
  return { uuid: p.uuid, name: p.name, price: p.price, inStock: p.inStock };
}
