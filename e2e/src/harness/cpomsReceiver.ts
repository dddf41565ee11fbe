// A local stand-in for a school's CPOMS on 127.0.0.1: it takes the portal's incident pushes
// (POST /api/v1/incidents with the organisation's API key as Bearer) and answers with an id.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CpomsPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface CpomsReceiver {
  /** Base URL to store as the organisation's cpomsDomain. */
  url: string;
  pushes: CpomsPush[];
  close(): Promise<void>;
}

export async function startCpomsReceiver(apiKey: string): Promise<CpomsReceiver> {
  const pushes: CpomsPush[] = [];
  let next = 9000;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/api/v1/incidents')
        return reply(404, { error: 'Not found' });
      if (req.headers.authorization !== `Bearer ${apiKey}`)
        return reply(401, { error: 'Bad API key' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return reply(400, { error: 'Body is not JSON' });
      }
      pushes.push({ path: req.url, headers: req.headers, body });
      reply(201, { id: `CP-${(next += 1)}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pushes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
