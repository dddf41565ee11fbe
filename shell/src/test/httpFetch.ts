// A minimal fetch over node:http for jsdom tests: the API answers come from a real local HTTP server.
import http from 'node:http';

export function httpFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input));
  const headers = Object.fromEntries(
    Object.entries((init.headers as Record<string, string> | undefined) ?? {}),
  );
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = res.statusCode ?? 0;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          text: async () => text,
          json: async () => JSON.parse(text),
        } as Response);
      });
    });
    req.on('error', (error) => reject(new TypeError(`fetch failed: ${error.message}`)));
    if (typeof init.body === 'string') req.write(init.body);
    req.end();
  });
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

type Handler = (request: RecordedRequest) => { status?: number; body: unknown } | undefined;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on a free port; `handler` answers JSON, unknown routes get 404. */
export async function startTestServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const raw = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: raw ? JSON.parse(raw) : undefined,
        authorization: req.headers.authorization,
      };
      requests.push(recorded);
      const answer = handler(recorded) ?? { status: 404, body: { error: 'Not found' } };
      res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
