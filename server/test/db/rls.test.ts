import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { runAsTenant, withSystem } from '../../src/platform/tenancy';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;

/** Drizzle wraps driver errors ("Failed query: ..."); the database's own message is the cause. */
async function dbError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause;
    return cause?.message ?? (err as Error).message;
  }
  throw new Error('expected the statement to fail');
}
let school: number;
let care: number;

beforeAll(async () => {
  t = await createTestApp();
  const orgs = await withSystem(t.db, (tx) =>
    queryRows<{ id: number; name: string }>(
      tx,
      sql`select id, name from organisations order by id`,
    ),
  );
  school = orgs.find((o) => o.name === 'Demo School')!.id;
  care = orgs.find((o) => o.name === 'Demo Care Home')!.id;
});
afterAll(() => t.close());

const TENANT_TABLES = [
  'users',
  'roles',
  'memberships',
  'organisation_settings',
  'user_settings',
  'form_submissions',
  'form_responses',
  'collaborators',
  'comments',
  'action_log',
  'audit_trail',
  'files',
  'user_groups',
  'user_group_members',
];

describe('row-level security', () => {
  it('is enabled and forced on every table of the schema', async () => {
    const rows = await withSystem(t.db, (tx) =>
      queryRows<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
        tx,
        sql`select c.relname, c.relrowsecurity, c.relforcerowsecurity from pg_class c
            join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r' and c.relname not like '__drizzle%'`,
      ),
    );
    expect(rows.length).toBeGreaterThanOrEqual(19);
    for (const row of rows) {
      expect({
        table: row.relname,
        rls: row.relrowsecurity,
        force: row.relforcerowsecurity,
      }).toEqual({
        table: row.relname,
        rls: true,
        force: true,
      });
    }
  });

  it('every table with org_id has a tenant policy on app.org_id', async () => {
    const rows = await withSystem(t.db, (tx) =>
      queryRows<{ table_name: string; has_policy: boolean }>(
        tx,
        sql`select c.table_name, exists (
              select 1 from pg_policies p where p.tablename = c.table_name and p.policyname = 'tenant_isolation'
                and p.qual like '%app.org_id%') as has_policy
            from information_schema.columns c
            where c.table_schema = 'public' and c.column_name = 'org_id'`,
      ),
    );
    expect(rows.map((r) => r.table_name).sort()).toEqual(
      expect.arrayContaining([...TENANT_TABLES, 'one_time_tokens', 'mail_outbox']),
    );
    expect(rows.filter((r) => !r.has_policy)).toEqual([]);
  });

  it('runs requests as besmart_app, which is neither owner nor superuser nor bypasses RLS', async () => {
    const [me] = await runAsTenant(t.db, { orgId: school, userId: null }, (tx) =>
      queryRows<{ who: string; su: boolean; bypass: boolean; owns: number }>(
        tx,
        sql`select current_user as who, r.rolsuper as su, r.rolbypassrls as bypass,
              (select count(*)::int from pg_tables where tableowner = current_user) as owns
            from pg_roles r where r.rolname = current_user`,
      ),
    );
    expect(me).toEqual({ who: 'besmart_app', su: false, bypass: false, owns: 0 });
  });

  it('blocks a cross-tenant read even when the query has no organisation filter', async () => {
    const inSchool = await runAsTenant(t.db, { orgId: school, userId: null }, (tx) =>
      queryRows<{ org_id: number }>(tx, sql`select org_id from form_submissions`),
    );
    expect(inSchool.length).toBeGreaterThan(0);
    expect(new Set(inSchool.map((r) => r.org_id))).toEqual(new Set([school]));

    const schoolIds = inSchool.length;
    const seenFromCare = await runAsTenant(t.db, { orgId: care, userId: null }, (tx) =>
      queryRows<{ id: number }>(tx, sql`select id from form_submissions where org_id = ${school}`),
    );
    expect(seenFromCare).toEqual([]);
    expect(schoolIds).toBeGreaterThan(0);

    // users: a school user is visible in the care home only with a membership there (the lead).
    const schoolUsers = await runAsTenant(t.db, { orgId: care, userId: null }, (tx) =>
      queryRows<{ email: string | null }>(
        tx,
        sql`select email from users where org_id = ${school}`,
      ),
    );
    expect(schoolUsers).toEqual([{ email: 'lead@demo-school.test' }]);
    for (const table of TENANT_TABLES.filter((name) => name !== 'users')) {
      const rows = await runAsTenant(t.db, { orgId: care, userId: null }, (tx) =>
        queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.identifier(table)} where org_id = ${school}`,
        ),
      );
      expect({ table, n: rows[0]!.n }).toEqual({ table, n: 0 });
    }
  });

  it('blocks a cross-tenant write: updates touch 0 rows and inserts for another org fail', async () => {
    const updated = await runAsTenant(t.db, { orgId: care, userId: null }, (tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`update form_submissions set status = 'Archived' where org_id = ${school} returning id`,
      ),
    );
    expect(updated).toEqual([]);
    const renamed = await runAsTenant(t.db, { orgId: care, userId: null }, (tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`update organisations set name = 'x' where id = ${school} returning id`,
      ),
    );
    expect(renamed).toEqual([]);
    expect(
      await dbError(
        runAsTenant(t.db, { orgId: care, userId: null }, (tx) =>
          tx.execute(
            sql`insert into organisation_settings (org_id, type, key, value) values (${school}, 'besmart', 'x', 'y')`,
          ),
        ),
      ),
    ).toMatch(/row-level security/);
    const still = await withSystem(t.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from form_submissions where org_id = ${school} and status = 'Archived'`,
      ),
    );
    expect(still[0]!.n).toBe(0);
  });

  it('shows staff homed elsewhere only through an active membership', async () => {
    const emails = await runAsTenant(t.db, { orgId: care, userId: null }, (tx) =>
      queryRows<{ email: string }>(
        tx,
        sql`select email from users where type = 'user' order by email`,
      ),
    );
    expect(emails.map((r) => r.email)).toEqual([
      'admin@demo-care.test',
      'lead@demo-school.test',
      'staff@demo-care.test',
    ]);
  });

  it('sees nothing without an organisation set, and cannot delete at all', async () => {
    const none = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local role besmart_app`);
      return queryRows<{ n: number }>(tx, sql`select count(*)::int as n from users`);
    });
    expect(none[0]!.n).toBe(0);
    expect(
      await dbError(
        runAsTenant(t.db, { orgId: school, userId: null }, (tx) =>
          tx.execute(sql`delete from comments`),
        ),
      ),
    ).toMatch(/permission denied/);
  });

  it('keeps sessions and devices away from the tenant role', async () => {
    expect(
      await dbError(
        runAsTenant(t.db, { orgId: school, userId: null }, (tx) =>
          tx.execute(sql`select * from sessions`),
        ),
      ),
    ).toMatch(/permission denied/);
  });
});
