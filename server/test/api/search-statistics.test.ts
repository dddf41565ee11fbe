import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { refreshStatistics } from '../../src/db/statistics';
import { withSystem } from '../../src/platform/tenancy';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { makeOrg, makeStaff, makeStudent } from './fixtures';
import { makeIncident } from './fixtures-search';

/**
 * Planner statistics are made by the table owner (src/db/statistics.ts), and the JSON parser of
 * migration 0010 survives a parallel plan.
 */
describe('search statistics and the JSON parser', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const org = await makeOrg(t.db);
    const author = await makeStaff(t.db, org);
    const subject = await makeStudent(t.db, org);
    const answers = ['[{"key":"Calm Talking","value":"3"}]', '[1, 2]', 'not json', '[{"a":', '[]'];
    for (let i = 0; i < 40; i += 1)
      await makeIncident(t.db, org, {
        authorId: author.id,
        subjectId: subject,
        reference: i + 1,
        answers: { deescalationTechniques: answers[i % answers.length]!, location: `Room ${i}` },
      });
  });
  afterAll(() => t.close());

  const statsOf = (table: string) =>
    queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = ${table}`,
    );

  it('ANALYZEs every search table as the owner, also where a tenant role could not', async () => {
    await t.db.execute(sql`delete from pg_statistic where starelid = 'form_responses'::regclass`);
    // As the RLS role the same command changes nothing (PostgreSQL skips tables it does not own).
    await withSystem(t.db, (tx) => tx.execute(sql`analyze form_responses`)).catch(() => undefined);
    expect((await statsOf('form_responses'))[0]!.n).toBe(0);

    const tables = await refreshStatistics(t.db);
    expect(tables).toEqual(
      expect.arrayContaining(['form_submissions', 'form_responses', 'users', 'collaborators']),
    );
    expect((await statsOf('form_responses'))[0]!.n).toBeGreaterThan(0);
    expect((await statsOf('form_submissions'))[0]!.n).toBeGreaterThan(0);
  });

  it('parses JSON answers in a forced parallel plan without a subtransaction error', async () => {
    const [{ version }] = (await queryRows<{ version: number }>(
      t.db,
      sql`select current_setting('server_version_num')::int as version`,
    )) as [{ version: number }];
    const [{ parallel }] = (await queryRows<{ parallel: string }>(
      t.db,
      sql`select proparallel as parallel from pg_proc where proname = 'besmart_jsonb_or_null'`,
    )) as [{ parallel: string }];
    // 16+ validates with pg_input_is_valid (no EXCEPTION): safe; 15 keeps an EXCEPTION fallback
    // and so must not be labelled safe.
    expect(parallel).toBe(version >= 160000 ? 's' : 'u');

    const counted = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local parallel_setup_cost = 0`);
      await tx.execute(sql`set local parallel_tuple_cost = 0`);
      await tx.execute(sql`set local min_parallel_table_scan_size = 0`);
      await tx.execute(sql`set local max_parallel_workers_per_gather = 2`);
      return queryRows<{ arrays: number; invalid: number }>(
        tx,
        sql`select count(*) filter (where besmart_jsonb_array(response) is not null)::int as arrays,
            count(*) filter (where besmart_jsonb_or_null(response) is null)::int as invalid
          from form_responses where question_key = 'deescalationTechniques'`,
      );
    });
    // 40 answers cycling through 5 shapes: 3 arrays, 2 invalid.
    expect(counted[0]).toEqual({ arrays: 24, invalid: 16 });
  });
});
