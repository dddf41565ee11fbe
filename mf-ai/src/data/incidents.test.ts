import { sessionStore } from 'shared-api';
import { startTestServer, type TestServer } from 'test-kit';
import { incidentRow } from '../../test/fixtures';
import { searchIncidents } from './incidents';

let server: TestServer;
let pages: [number, number][];
beforeEach(async () => {
  pages = [];
  server = await startTestServer();
  sessionStore.set({ apiToken: 't', activeOrg: { id: 7 } as never });
  const total = 2500;
  server.on('POST /api/report/generate', (req) => {
    const { offset, limit } = (req.body as { data: { offset: number; limit: number } }).data;
    pages.push([offset, limit]);
    const count = Math.max(0, Math.min(limit, total - offset));
    const rows = Array.from({ length: count }, (_, i) => incidentRow({ id: 1 + offset + i }));
    return { body: { data: { incidentSearch: { rows, total } } } };
  });
});
afterEach(() => server.close());

describe('searchIncidents (AI tables step 2000, server pages of at most 1000)', () => {
  it('reads a step of 2000 as two calls of 1000', async () => {
    const page = await searchIncidents([], 0, 2000);
    expect(pages).toEqual([
      [0, 1000],
      [1000, 1000],
    ]);
    expect(page.total).toBe(2500);
    expect(page.rows.map((r) => r.id)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
  });

  it('stops at a short page (the last one)', async () => {
    const page = await searchIncidents([], 2000, 2000);
    expect(pages).toEqual([[2000, 1000]]);
    expect(page.rows).toHaveLength(500);
  });

  it('asks for at most the limit given (AI Alpha: 100)', async () => {
    const page = await searchIncidents([], 0, 100);
    expect(pages).toEqual([[0, 100]]);
    expect(page.rows).toHaveLength(100);
  });
});
