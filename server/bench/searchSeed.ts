// Seeding for the incident search bench: one organisation grown in steps (10k -> 100k -> 1M
// incidents) entirely in SQL (generate_series INSERT ... SELECT), never row by row from Node.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';
import { memberships, users } from '../src/db/schema/index';
import { createOrganisation } from '../src/platform/new-organisation';
import { createSession } from '../src/platform/sessions';
import { withSystem } from '../src/platform/tenancy';

export const STUDENTS = 2_000;

export interface SearchOrg {
  orgId: number;
  leadToken: string;
  staffToken: string;
  firstStudent: number;
  lead: number;
  other: number;
  /** Incidents seeded so far (references 1..incidents). */
  incidents: number;
}

/** One organisation: a lead, a restricted staff member and STUDENTS students; no incidents yet. */
export async function seedSearchOrg(db: Db): Promise<SearchOrg> {
  return withSystem(db, async (tx) => {
    const { org, adminRole, standardRole } = await createOrganisation(tx, {
      name: `Bench ${randomBytes(3).toString('hex')}`,
      plan: 'Plus',
      safeguardingLeads: ['lead@bench.test'],
    });
    const orgId = org.id;
    const staff = await tx
      .insert(users)
      .values([
        { orgId, type: 'user', email: 'lead@bench.test', firstName: 'Lee', lastName: 'Lead' },
        {
          orgId,
          type: 'user',
          email: `staff-${orgId}@bench.test`,
          firstName: 'Sam',
          lastName: 'Staff',
        },
      ])
      .returning({ id: users.id });
    const [lead, other] = staff.map((s) => s.id) as [number, number];
    await tx.insert(memberships).values([
      { orgId, userId: lead, roleId: adminRole.id },
      { orgId, userId: other, roleId: standardRole.id },
    ]);
    await tx.execute(sql`
      insert into users (org_id, type, first_name, last_name, gender, dob)
      select ${orgId}::int, 'student', 'First' || g, 'Last' || g,
        (array['male','female','other'])[1 + g % 3], date '2010-01-01' + (g % 2000)::int
      from generate_series(1, ${STUDENTS}::int) g`);
    await tx.execute(sql`
      insert into user_settings (org_id, user_id, type, key, value)
      select ${orgId}::int, u.id, 'besmart', 'academicYear', 'Year ' || (7 + u.id % 5)
      from users u where u.org_id = ${orgId} and u.type = 'student'`);
    const [{ first }] = (await queryRows<{ first: number }>(
      tx,
      sql`select min(id)::int as first from users where org_id = ${orgId} and type = 'student'`,
    )) as [{ first: number }];
    const leadToken = (await createSession(tx, lead)).token;
    const staffToken = (await createSession(tx, other)).token;
    return { orgId, leadToken, staffToken, firstStudent: first, lead, other, incidents: 0 };
  });
}

/**
 * Adds incidents (references org.incidents+1 .. total) with six answers each. Every 10th is
 * written by the restricted staff member (what a non-lead sees), every 50th is a Draft, every
 * 200th has a second (current) version whose first version is superseded.
 */
export async function growIncidents(db: Db, org: SearchOrg, total: number): Promise<void> {
  if (total <= org.incidents) return;
  const from = org.incidents + 1;
  const { orgId, other, lead, firstStudent } = org;
  await withSystem(db, async (tx) => {
    // The bench database has a statement_timeout for searches; seeding a million rows is not one.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      insert into form_submissions (org_id, reference, type, sub_type, status, was_published, author_id, subject_id, flag, created_at)
      select ${orgId}::int, g, 'incidentreport', case when g % 3 = 0 then 'highlevel' else 'lowlevel' end,
        case when g % 50 = 0 then 'Draft' else 'Published' end, g % 50 <> 0,
        case when g % 10 = 0 then ${other}::int else ${lead}::int end,
        ${firstStudent}::int + g % ${STUDENTS}::int, (array['none','green','yellow','red'])[1 + g % 4],
        now() - (g % 1000) * interval '1 hour'
      from generate_series(${from}::int, ${total}::int) g`);
    // Edited reports: the first version superseded, a current second version (same reference).
    await tx.execute(sql`
      with edited as (
        update form_submissions s set superseded = true
        where s.org_id = ${orgId} and s.reference between ${from} and ${total}
          and s.reference % 200 = 7 and s.root_id is null
        returning s.*)
      insert into form_submissions (org_id, reference, type, sub_type, status, was_published, author_id, subject_id, flag, created_at, root_id, form_id)
      select org_id, reference, type, sub_type, status, was_published, author_id, subject_id, flag, created_at, id, id
      from edited`);
    await tx.execute(sql`update organisations set submission_seq = ${total} where id = ${orgId}`);
    await tx.execute(sql`
      insert into form_responses (org_id, submission_id, question_key, response, response_type)
      select s.org_id, s.id, a.key, a.value, a.type
      from form_submissions s
      cross join lateral (values
        ('dateOfIncident', to_char(date '2025-01-01' + (s.reference % 600), 'YYYY-MM-DD'), 'date'),
        ('timeOfIncident', lpad((8 + s.reference % 9)::text, 2, '0') || ':15', 'time'),
        ('location', (array['Classroom','Corridor','Playground','Dining Hall','Sports Hall'])[1 + s.reference % 5], 'string'),
        ('numberStaffInvolved', (1 + s.reference % 4)::text, 'number'),
        ('physicalInterventionUsed', case when s.reference % 3 = 0 then 'Yes' else 'No' end, 'string'),
        ('deescalationTechniques', case when s.reference % 4 = 0
          then '[{"key":"Giving Space","value":"' || (1 + s.reference % 10) || '"},{"key":"Reassurance","value":"n/a"}]'
          else '[{"key":"Calm Talking","value":"' || (1 + s.reference % 10) || '"}]' end, 'string')
      ) as a(key, value, type)
      where s.org_id = ${orgId} and s.reference between ${from} and ${total}`);
  });
  org.incidents = total;
}

/**
 * Forgets the planner statistics of the search tables, as on a database that was never analysed
 * (PGlite has no autovacuum; a fresh PostgreSQL import before autovacuum gets to it). Needs the
 * bench's superuser connection; autovacuum is switched off on these tables for the bench database.
 */
export async function dropStatistics(db: Db): Promise<void> {
  const tables = SEARCH_TABLES.map((t) => `'${t}'::regclass`).join(', ');
  for (const table of SEARCH_TABLES)
    await db.execute(sql.raw(`alter table ${table} set (autovacuum_enabled = false)`));
  await db.execute(sql.raw(`delete from pg_statistic where starelid in (${tables})`));
}

const SEARCH_TABLES = [
  'form_submissions',
  'form_responses',
  'users',
  'user_settings',
  'collaborators',
  'direct_access_grants',
  'user_groups',
  'user_group_members',
  'organisation_settings',
  'submission_facts',
];
