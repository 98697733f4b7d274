/**
 * The OpenAI chat-completions wire format (the subset Suki speaks): request messages, function tools,
 * and a checked reading of the response.
 */

export interface WireToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface WireTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatCompletionRequest {
  model: string;
  messages: WireMessage[];
  tools: WireTool[];
  tool_choice: 'auto';
  temperature: number;
}

export interface ChatCompletionAnswer {
  content: string | null;
  toolCalls: WireToolCall[];
  usage: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads `choices[0].message` of a response body; throws on anything that is not a chat completion. */
export function readCompletion(body: unknown): ChatCompletionAnswer {
  const choices = isRecord(body) ? body.choices : undefined;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const message = isRecord(first) ? first.message : undefined;
  if (!isRecord(message)) throw new Error('LLM response has no choices[0].message');
  const content = typeof message.content === 'string' ? message.content : null;
  const rawCalls: unknown[] = Array.isArray(message.tool_calls) ? message.tool_calls : [];
  const toolCalls = rawCalls.map((call, i): WireToolCall => {
    const fn = isRecord(call) ? call.function : undefined;
    if (!isRecord(call) || !isRecord(fn) || typeof fn.name !== 'string') {
      throw new Error(`LLM response has a malformed tool call at index ${i}`);
    }
    return {
      id: typeof call.id === 'string' ? call.id : `call_${i}`,
      type: 'function',
      function: { name: fn.name, arguments: typeof fn.arguments === 'string' ? fn.arguments : '{}' },
    };
  });
  return { content, toolCalls, usage: isRecord(body) ? (body.usage ?? null) : null };
}

/** A tool call's arguments as an object ({} when absent or not JSON). */
export function parseArguments(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw === '' ? '{}' : raw);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
