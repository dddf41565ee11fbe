/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, configureApi } from './client';
import { sessionStore } from './session';
import { streamLines, UNREADABLE_STREAM_MESSAGE } from './stream';

interface Seen {
  method: string;
  url: string;
  accept?: string;
  authorization?: string;
  body: string;
}

let server: Server;
let seen: Seen[];
let handle: (req: IncomingMessage, res: ServerResponse) => void;
/** Lets a streaming handler wait until the test has read what was sent so far. */
let release: () => void = () => undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        accept: req.headers.accept,
        authorization: req.headers.authorization,
        body,
      });
      handle(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  sessionStore.clear();
  sessionStore.set({ apiToken: 'tok-1', activeOrg: { id: 7 } as never });
});

async function collect<T>(lines: AsyncGenerator<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const line of lines) all.push(line);
  return all;
}

const ndjson = (res: ServerResponse, status = 200) =>
  res.writeHead(status, { 'Content-Type': 'application/x-ndjson' });

describe('streamLines (ndjson answers)', () => {
  it('sends the session token, orgId, the JSON body and asks for ndjson', async () => {
    handle = (_req, res) => {
      ndjson(res);
      res.end('{"type":"done","response":"ok"}\n');
    };

    const lines = await collect(
      streamLines('POST', '/ai/ask/student/4', { body: { data: { promptId: 2 } } }),
    );

    expect(lines).toEqual([{ type: 'done', response: 'ok' }]);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/ai/ask/student/4?orgId=7',
      authorization: 'Bearer tok-1',
      body: '{"data":{"promptId":2}}',
    });
    expect(seen[0]?.accept).toContain('application/x-ndjson');
  });

  it('yields each line as soon as it is complete, joining lines split across chunks', async () => {
    let resume!: () => void;
    handle = (_req, res) => {
      ndjson(res);
      res.write('{"type":"meta","records":3}\n{"type":"del');
      resume = () => {
        res.write('ta","text":"Child "}\n\n{"type":"delta","text":"é"}\n');
        res.end('{"type":"done","response":"Child é"}');
      };
      release();
    };
    const arrived = new Promise<void>((resolve) => (release = resolve));

    const stream = streamLines<{ type: string }>('POST', '/ai/query/summarise');
    const first = await stream.next();
    await arrived;
    // The first line is there while the server still holds the rest back.
    expect(first.value).toEqual({ type: 'meta', records: 3 });
    resume();
    const rest = await collect(stream);

    expect(rest).toEqual([
      { type: 'delta', text: 'Child ' },
      { type: 'delta', text: 'é' },
      { type: 'done', response: 'Child é' },
    ]);
  });

  it('rejects a failed answer with the server error text, and 401 drops the session', async () => {
    handle = (_req, res) => {
      res.writeHead(403, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Your organisation has not accepted the AI terms' }));
    };
    await expect(collect(streamLines('POST', '/ai/ask/service/7'))).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Your organisation has not accepted the AI terms',
    });
    expect(sessionStore.get().apiToken).toBe('tok-1');

    handle = (_req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Session expired' }));
    };
    await expect(collect(streamLines('POST', '/ai/ask/service/7'))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(sessionStore.get().apiToken).toBeUndefined();
  });

  it('yields a plain JSON answer as one value', async () => {
    handle = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: { response: 'whole' } }));
    };
    expect(await collect(streamLines('POST', '/ai/ask/incident/5'))).toEqual([
      { data: { response: 'whole' } },
    ]);
  });

  it('refuses a line that is not JSON', async () => {
    handle = (_req, res) => {
      ndjson(res);
      res.end('{"type":"meta"}\nnot json\n');
    };
    await expect(collect(streamLines('POST', '/ai/ask/incident/5'))).rejects.toMatchObject({
      message: UNREADABLE_STREAM_MESSAGE,
    });
  });

  it('stops the download when the reader stops early', async () => {
    let closed!: () => void;
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    handle = (_req, res) => {
      ndjson(res);
      res.write('{"type":"meta"}\n');
      res.on('close', () => closed());
    };
    for await (const line of streamLines('POST', '/ai/ask/incident/5')) {
      expect(line).toEqual({ type: 'meta' });
      break;
    }
    await serverSawClose;
  });
});
