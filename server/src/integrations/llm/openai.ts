import type { ChatModel } from './chat.port.ts';
import { type ChatCompletionAnswer, readCompletion, type WireMessage, type WireTool } from './wire.ts';

export interface OpenAiOptions {
  /** e.g. https://api.openai.com/v1 (the adapter POSTs {baseUrl}/chat/completions) */
  baseUrl: string;
  apiKey: string;
  model: string;
  fetch?: typeof fetch;
  /** Per request; 15 s by default. */
  timeoutMs?: number;
}

/**
 * An OpenAI-compatible chat-completions API as a ChatModel: one request per call, nothing else. A
 * failed request (non-2xx, timeout, malformed answer) throws an Error with a clear message. What the
 * assistant does with the model (agents, tools, supervision) lives in the assistant module.
 */
export function createOpenAiChatModel(options: OpenAiOptions): ChatModel {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function complete(messages: WireMessage[], tools: WireTool[]): Promise<ChatCompletionAnswer> {
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({
          model: options.model,
          messages,
          tools,
          tool_choice: 'auto',
          temperature: 0.2,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new Error(`LLM request timed out after ${Math.round(timeoutMs / 1000)} s (${endpoint})`);
      }
      throw new Error(
        `LLM request failed (${endpoint}): ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new Error(
        `LLM request failed: HTTP ${response.status} ${response.statusText} from ${endpoint}: ${detail}`,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        throw new Error(`LLM request timed out after ${Math.round(timeoutMs / 1000)} s (${endpoint})`);
      }
      throw new Error(`LLM response from ${endpoint} is not JSON`);
    }
    return readCompletion(body);
  }

  return { name: options.model, complete };
}
