import OpenAI from 'openai';
import type { AiConfig } from '../../config';

/**
 * The model provider: any OpenAI-compatible `/chat/completions` endpoint (official `openai`
 * package), used only when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set; otherwise answers come
 * from the built-in analyser. Each attempt times out after AI_TIMEOUT_MS; the client retries twice
 * (connection errors, 408/409/429/5xx). The key is only ever handed to the client.
 */
export interface ModelProvider {
  model: string;
  /** Streams the answer's text pieces; throws on failure (after the client's retries). */
  stream(systemMessage: string, prompt: string, signal?: AbortSignal): AsyncIterable<string>;
}

const clients = new Map<string, OpenAI>();

export function modelProvider(ai: AiConfig): ModelProvider | null {
  if (!ai.baseUrl || !ai.apiKey || !ai.model) return null;
  const cacheKey = `${ai.baseUrl}\u0000${ai.apiKey}\u0000${ai.timeoutMs}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new OpenAI({
      baseURL: ai.baseUrl,
      apiKey: ai.apiKey,
      timeout: ai.timeoutMs,
      maxRetries: 2,
      // The server is the only caller; never read OPENAI_* from the environment.
      organization: null,
      project: null,
    });
    clients.set(cacheKey, client);
  }
  const openai = client;
  const model = ai.model;
  return {
    model,
    async *stream(systemMessage, prompt, signal) {
      const stream = await openai.chat.completions.create(
        {
          model,
          stream: true,
          messages: [
            { role: 'system', content: systemMessage },
            { role: 'user', content: prompt },
          ],
        },
        { signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
