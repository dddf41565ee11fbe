import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../helpers/testApp';

interface Rows<R> {
  rows: R[];
}

// Only meaningful on PostgreSQL: PGlite has no server that can end a connection.
const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? describe : describe.skip)('a PostgreSQL connection ended by the server', () => {
  it('is replaced, and the process keeps serving queries', async () => {
    const t = await createTestApp({ seed: false });
    const silenced = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const first = (await t.db.execute(sql`select pg_backend_pid() as pid`)) as Rows<{
        pid: number;
      }>;
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [first.rows[0]!.pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = (await t.db.execute(sql`select 1 as one`)) as Rows<{ one: number }>;
      expect(after.rows).toEqual([{ one: 1 }]);
      expect(silenced).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL connection lost'));
    } finally {
      silenced.mockRestore();
      await t.close();
    }
  });
});
