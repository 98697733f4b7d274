import type { ChatCompletionAnswer, WireMessage, WireTool } from './wire.ts';

export type { ChatCompletionAnswer, WireMessage, WireTool, WireToolCall } from './wire.ts';
export { parseArguments } from './wire.ts';

/**
 * A chat-completion model behind a port: messages and function tools in, the model's next message
 * out. The OpenAI-compatible adapter (openai.ts) speaks its wire format; the assistant's pipeline
 * (modules/assistant/agent/llm.ts) decides what to ask and checks what comes back.
 */
export interface ChatModel {
  /** The model's name, recorded in each suggestion's breakdown. */
  readonly name: string;
  complete(messages: WireMessage[], tools: WireTool[]): Promise<ChatCompletionAnswer>;
}
