import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat message as the OpenAI-compatible `/v1/chat/completions` call carries it. */
export interface ChatMessage {
  role: string;
  content: string;
}

/** One recorded call: the raw body text and its parsed JSON, so tests can inspect what left. */
export interface ChatCompletionsRequest {
  path: string;
  headers: IncomingMessage['headers'];
  raw: string;
  body: {
    model?: string;
    stream?: boolean;
    messages?: ChatMessage[];
    [key: string]: unknown;
  };
}

export interface ChatCompletionsOptions {
  /** The answer text for the messages sent; default echoes the last user message's first line. */
  reply?: (messages: ChatMessage[]) => string | Promise<string>;
  /** Characters per streamed chunk (default 7, so words and pseudonyms are split across chunks). */
  chunkSize?: number;
  /** Milliseconds to wait before answering (to test timeouts). */
  delayMs?: number;
  /** Answer with this HTTP status and an error body instead (to test provider failures). */
  failWith?: number;
}

export interface ChatCompletionsServer {
  /** Base URL without `/v1` (e.g. `http://127.0.0.1:41234`); the provider base URL is url + '/v1'. */
  url: string;
  requests: ChatCompletionsRequest[];
  /** Change the behaviour of later calls. */
  set(options: ChatCompletionsOptions): void;
  close(): Promise<void>;
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function defaultReply(messages: ChatMessage[]): string {
  const user = [...messages].reverse().find((m) => m.role === 'user');
  const firstLine = (user?.content ?? '').split('\n')[0] ?? '';
  return `Answer to: ${firstLine}`;
}

/**
 * A real HTTP server on 127.0.0.1 speaking the OpenAI-compatible `/v1/chat/completions` API,
 * streaming (server-sent events) and not, that records every request body. Used by the server's
 * AI tests, the AI bench and the e2e journeys (`AI_BASE_URL` = url + '/v1').
 */
export async function startChatCompletionsServer(
  initial: ChatCompletionsOptions = {},
): Promise<ChatCompletionsServer> {
  let options: ChatCompletionsOptions = { ...initial };
  const requests: ChatCompletionsRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readText(req);
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      let body: ChatCompletionsRequest['body'];
      try {
        body = raw ? (JSON.parse(raw) as ChatCompletionsRequest['body']) : {};
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Invalid JSON body' } }));
        return;
      }
      requests.push({ path, headers: req.headers, raw, body });
      if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      const current = options;
      if (current.delayMs) await new Promise((r) => setTimeout(r, current.delayMs));
      if (res.destroyed) return;
      if (current.failWith) {
        res.writeHead(current.failWith, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Provider failure', type: 'server_error' } }));
        return;
      }
      const messages = Array.isArray(body.messages) ? body.messages : [];
      const text = await (current.reply ?? defaultReply)(messages);
      const id = `chatcmpl-${requests.length}`;
      const created = Math.floor(Date.now() / 1000);
      const model = typeof body.model === 'string' ? body.model : 'test-model';
      if (body.stream) {
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
          connection: 'keep-alive',
        });
        const size = Math.max(1, current.chunkSize ?? 7);
        const chunk = (delta: Record<string, unknown>, finish: string | null) =>
          `data: ${JSON.stringify({
            id,
            object: 'chat.completion.chunk',
            created,
            model,
            choices: [{ index: 0, delta, finish_reason: finish }],
          })}\n\n`;
        res.write(chunk({ role: 'assistant', content: '' }, null));
        for (let i = 0; i < text.length; i += size) {
          res.write(chunk({ content: text.slice(i, i + size) }, null));
        }
        res.write(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [
            { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        }),
      );
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    set(next) {
      options = { ...next };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
