import { sql } from 'drizzle-orm';
import { FULL_USER_PERMISSIONS, RESTRICTED_USER_PERMISSIONS } from 'shared-api/permissions';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/client';
import {
  collaborators,
  formResponses,
  formSubmissions,
  memberships,
  organisations,
  roles,
  userSettings,
  users,
} from '../../src/db/schema/index';

/**
 * Rows for one test organisation, written through the test database's owner connection (as the
 * seed does), so each test knows exactly what it expects the API to count.
 */
export interface OrgFixture {
  orgId: number;
  name: string;
  adminRoleId: number;
  standardRoleId: number;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function makeOrg(
  db: Db,
  opts: Partial<typeof organisations.$inferInsert> = {},
): Promise<OrgFixture> {
  const name = opts.name ?? `Test Org ${unique()}`;
  const [org] = await db
    .insert(organisations)
    .values({ plan: 'Plus', ...opts, name })
    .returning({ id: organisations.id });
  const orgId = org!.id;
  const [admin] = await db
    .insert(roles)
    .values({ orgId, title: 'Admin', permissions: [...FULL_USER_PERMISSIONS] })
    .returning({ id: roles.id });
  const [standard] = await db
    .insert(roles)
    .values({ orgId, title: 'Standard', permissions: [...RESTRICTED_USER_PERMISSIONS] })
    .returning({ id: roles.id });
  return { orgId, name, adminRoleId: admin!.id, standardRoleId: standard!.id };
}

export async function makeStaff(
  db: Db,
  org: OrgFixture,
  opts: { role?: 'Admin' | 'Standard'; firstName?: string; lastName?: string; email?: string } = {},
): Promise<{ id: number; email: string }> {
  const email = (opts.email ?? `staff-${unique()}@fixture.test`).toLowerCase();
  const [user] = await db
    .insert(users)
    .values({
      orgId: org.orgId,
      type: 'user',
      email,
      userName: email,
      firstName: opts.firstName ?? 'Sam',
      lastName: opts.lastName ?? 'Staff',
      passwordHash: 'not-a-real-hash',
    })
    .returning({ id: users.id });
  await addMembership(db, org, user!.id, opts.role ?? 'Standard');
  return { id: user!.id, email };
}

export async function addMembership(
  db: Db,
  org: OrgFixture,
  userId: number,
  role: 'Admin' | 'Standard',
) {
  await db.insert(memberships).values({
    orgId: org.orgId,
    userId,
    roleId: role === 'Admin' ? org.adminRoleId : org.standardRoleId,
  });
}

export async function makeStudent(
  db: Db,
  org: OrgFixture,
  opts: Partial<typeof users.$inferInsert> & { former?: boolean } = {},
): Promise<number> {
  const { former, ...values } = opts;
  const [user] = await db
    .insert(users)
    .values({ firstName: 'Alex', lastName: 'Pupil', ...values, orgId: org.orgId, type: 'student' })
    .returning({ id: users.id });
  if (former !== undefined) {
    await db.insert(userSettings).values({
      orgId: org.orgId,
      userId: user!.id,
      type: 'besmart',
      key: 'academicYear',
      value: former ? 'Former' : 'Year 7',
    });
  }
  return user!.id;
}

export async function makeSubmission(
  db: Db,
  org: OrgFixture,
  opts: {
    type: 'incidentreport' | 'behaviourplan' | 'concern';
    status: 'Draft' | 'Published' | 'Archived';
    authorId: number;
    subjectId: number;
    reference?: number;
    subType?: string;
    formId?: number;
    dateOfIncident?: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(formSubmissions)
    .values({
      orgId: org.orgId,
      type: opts.type,
      status: opts.status,
      // An Archived fixture stands for a record that was published, then archived.
      wasPublished: opts.status !== 'Draft',
      authorId: opts.authorId,
      subjectId: opts.subjectId,
      reference: opts.reference ?? null,
      subType: opts.subType ?? null,
      formId: opts.formId ?? null,
    })
    .returning({ id: formSubmissions.id });
  if (opts.dateOfIncident) {
    await db.insert(formResponses).values({
      orgId: org.orgId,
      submissionId: row!.id,
      questionKey: 'dateOfIncident',
      questionText: 'Date of incident',
      response: opts.dateOfIncident,
      responseType: 'date',
    });
  }
  return row!.id;
}

export async function addCollaborator(
  db: Db,
  org: OrgFixture,
  submissionId: number,
  userId: number,
  finished = false,
): Promise<void> {
  await db.insert(collaborators).values({ orgId: org.orgId, submissionId, userId, finished });
}

/** Row count and content hash of every table the tenant API writes, to prove nothing changed. */
export async function writableState(db: Db): Promise<Record<string, string>> {
  const tables = [
    'audit_trail',
    'user_settings',
    'organisation_settings',
    'collaborators',
    'users',
    'form_submissions',
  ];
  return tablesState(db, tables);
}

/** Row count and content hash of each table (owner connection), keyed by table name. */
export async function tablesState(db: Db, tables: string[]): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ n: number; h: string | null }>(
      db,
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as h from ${table} t`,
      ),
    );
    state[table] = `${row?.n}:${row?.h}`;
  }
  return state;
}
