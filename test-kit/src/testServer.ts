import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from 'shared-api';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** An `application/x-ndjson` answer instead: one line per value, written as the values come. */
  ndjson?: Iterable<unknown> | AsyncIterable<unknown>;
}

type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/**
 * A real HTTP server on 127.0.0.1 that answers the API calls a test declares and records every
 * request, so the screens run the real shared-api client over real fetch.
 */
export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Answer `METHOD /path` (query ignored); the latest declaration wins. */
  on(route: string, reply: Reply | Handler): void;
  callsTo(route: string): RecordedRequest[];
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: await readJson(req),
      };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${recorded.path}`);
      const reply: Reply = handler
        ? await handler(recorded)
        : { status: 404, body: { error: `No test route for ${recorded.method} ${recorded.path}` } };
      if (reply.ndjson) {
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/x-ndjson' });
        for await (const line of reply.ndjson) res.write(`${JSON.stringify(line)}\n`);
        res.end();
        return;
      }
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  configureApi({ baseUrl: url });

  return {
    url,
    requests,
    on(route, reply) {
      routes.set(route, typeof reply === 'function' ? reply : () => reply);
    },
    callsTo(route) {
      const [method, path] = route.split(' ');
      return requests.filter((r) => r.method === method && r.path === path);
    },
    close() {
      configureApi({ baseUrl: '' });
      if (!server.listening) return Promise.resolve();
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}
