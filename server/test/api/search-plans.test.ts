import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import type { CriteriaRow } from 'shared-api/schemas';
import { queryRows } from '../../src/db/client';
import { techniqueKeysOf } from '../../src/modules/reports/criteria/techniques';
import { runAsTenant } from '../../src/platform/tenancy';
import { submissionVisibleTo } from '../../src/platform/visibility';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, type OrgFixture } from './fixtures';
import { grantDirectAccess } from './fixtures-incidents';
import { makeGroup, makeIncident, searchBody, setAcademicYear } from './fixtures-search';
import { referenceCriteria } from './search-reference';

/**
 * The set-form search SQL (reports/criteria/compile.ts, visibleSet.ts) answers exactly what the
 * straightforward reference does (search-reference.ts: a correlated EXISTS per row, visibility
 * by platform/visibility.ts row by row): same ids in the same order and the same total, for random
 * criteria, callers (lead, restricted staff) and pages, on a seeded organisation.
 */
describe('incident search plans: same answers as the reference query', () => {
  let t: TestApp;
  let org: OrgFixture;
  const who = {} as Record<'lead' | 'staff' | 'other', { id: number; token: string }>;
  const students: number[] = [];
  let group = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db, { safeguardingLeads: ['lead@plans.test'] });
    for (const [name, email] of [
      ['lead', 'lead@plans.test'],
      ['staff', undefined],
      ['other', undefined],
    ] as const) {
      const user = await makeStaff(t.db, org, { email });
      who[name] = { id: user.id, token: (await t.tokenFor(user.email, org.name)).token };
    }
    const year = new Date().getFullYear();
    const genders = ['female', 'male', 'other', null];
    for (let i = 0; i < 8; i += 1) {
      const id = await makeStudent(t.db, org, {
        firstName: `S${i}`,
        gender: genders[i % 4],
        ethnicity: i % 3 === 0 ? 'white' : 'asian',
        dob: i % 5 === 4 ? null : `${year - 10 - i}-01-01`,
      });
      students.push(id);
      if (i % 4 !== 3) await setAcademicYear(t.db, org, id, `Year ${7 + (i % 3)}`);
    }
    group = await makeGroup(t.db, org, 'Football', [students[1]!, students[2]!]);
    await grantDirectAccess(t.db, org, students[5]!, who.staff.id);

    // A fixed pseudo-random organisation: authors, subjects, statuses, versions, collaborators and
    // answers of every shape the criteria read (also malformed ones).
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pick = <T>(values: readonly T[]): T => values[rand(values.length)]!;
    const authors = [who.lead.id, who.staff.id, who.other.id];
    const techniques = ['Calm Talking', 'Listening', 'Planned Ignoring'];
    let reference = 0;
    for (let i = 0; i < 70; i += 1) {
      const authorId = pick(authors);
      const answers: Record<string, string> = {};
      if (rand(6)) answers.location = pick(['Main Classroom', 'Playground', 'corridor', '']);
      if (rand(6))
        answers.dateOfIncident = pick(['2026-03-01', '2026-03-05', '2025-12-31', 'soon']);
      if (rand(3)) answers.timeOfIncident = pick(['09:15', '14:45', '9:5x']);
      if (rand(3)) answers.numberStaffInvolved = pick(['1', '2', ' 3 ', 'three']);
      if (rand(3)) answers.physicalInterventionUsed = pick(['Yes', 'No', 'true', 'FALSE']);
      if (rand(3))
        answers.deescalationTechniques = pick([
          JSON.stringify([{ key: pick(techniques), value: pick(['3', 'n/a', '']) }]),
          JSON.stringify([pick(techniques), { key: pick(techniques), value: '5' }]),
          '[{"key": "Calm\\u0020Talking", "value": "2"}]',
          'not json',
          '[{"key": "Calm Talking"',
        ]);
      if (!rand(4))
        answers.physicalTechniques = JSON.stringify([{ key: 'Double Elbow', value: '5' }]);
      if (!rand(3))
        answers.interventions = pick([
          JSON.stringify([{ injurySufferedBy: 'Student', injury: 'Graze', treatment: 'Ice' }]),
          JSON.stringify([{ injurySufferedBy: 'Staff', injury: 'Bruise' }, 'x']),
          '{bad',
        ]);
      if (!rand(4)) answers.injury = pick(['graze on knee', 'none']);
      if (rand(2))
        answers.staffInvolved = JSON.stringify([pick(authors), ...(rand(2) ? [who.staff.id] : [])]);
      if (rand(2)) answers.studentsInvolved = JSON.stringify([pick(students)]);
      const status = pick(['Published', 'Published', 'Published', 'Draft', 'Archived'] as const);
      const first = await makeIncident(t.db, org, {
        authorId,
        subjectId: pick(students),
        status,
        reference: status === 'Draft' ? null : ++reference,
        answers,
        superseded: status === 'Published' && !rand(5),
        collaboratorIds: !rand(6) ? [who.staff.id] : [],
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
      if (status === 'Published' && !rand(5)) {
        // A second version by someone else: the chain stays visible to the first author.
        await makeIncident(t.db, org, {
          authorId: pick(authors),
          subjectId: pick(students),
          reference,
          rootId: first,
          formId: first,
          answers: { ...answers, location: pick(['Playground', 'Hall']) },
          createdAt: new Date(Date.UTC(2026, 2, 1 + i)),
        });
      }
    }
  });
  afterAll(() => t.close());

  const candidates = (): CriteriaRow[] => {
    const [s0, s1, s5] = [students[0]!, students[1]!, students[5]!];
    return [
      { key: 'location', operator: 'is', response: 'classroom' },
      { key: 'location', operator: 'is not', response: 'Playground' },
      { key: 'dateOfIncident', operator: 'after', response: '2026-03-01' },
      { key: 'dateOfIncident', operator: 'before', response: '2026-03-05' },
      { key: 'timeOfIncident', operator: 'after', response: '12:00' },
      { key: 'numberStaffInvolved', operator: 'greater than', response: 1 },
      { key: 'physicalInterventionUsed', operator: 'is', response: 'Yes' },
      { key: 'physicalInterventionUsed', operator: 'is not', response: 'No' },
      { key: 'listening', operator: 'exists' },
      { key: 'calmtalking', operator: 'exists' },
      { key: 'deescalationTechniques', operator: 'is', response: 'Planned Ignoring' },
      { key: 'deescalationTechniques', operator: 'is not', response: 'Calm Talking' },
      { key: 'physicalTechnique', operator: 'is', response: 'Double Elbow' },
      { key: 'injury', operator: 'is', response: 'graze' },
      { key: 'injury', operator: 'is not', response: 'bruise' },
      { key: 'injurySufferedBy', operator: 'is', response: 'Student' },
      { key: 'studentName', operator: 'is', response: String(s0) },
      { key: 'studentName', operator: 'is not', response: String(s1) },
      { key: 'staffInvolved', operator: 'is', response: String(who.staff.id) },
      { key: 'studentsInvolved', operator: 'is not', response: String(s5) },
      { key: 'serviceuser_gender', operator: 'is', response: 'female' },
      { key: 'serviceuser_gender', operator: 'is not', response: 'male' },
      { key: 'serviceuser_age', operator: 'greater than', response: 13 },
      { key: 'serviceuser_academicyear', operator: 'is', response: 'Year 7' },
      { key: 'serviceuser_academicyear', operator: 'is not', response: 'Year 8' },
      { key: 'serviceuser_usergroup', operator: 'is', response: String(group) },
      { key: 'serviceuser_usergroup', operator: 'is not', response: 'football' },
    ] as CriteriaRow[];
  };

  type Case = 'lead incidentSearch' | 'staff incidentSearch' | 'lead global' | 'staff drafts';
  const REPORT: Record<Case, [keyof typeof who, string]> = {
    'lead incidentSearch': ['lead', 'incidentSearch'],
    'staff incidentSearch': ['staff', 'incidentSearch'],
    'lead global': ['lead', 'globalIncidentSearch'],
    'staff drafts': ['staff', 'incidentDrafts'],
  };

  /** Ids in list order by the reference query, as the caller (tenant role). */
  async function reference(kind: Case, query: CriteriaRow[]): Promise<number[]> {
    const [caller, report] = REPORT[kind];
    const userId = who[caller].id;
    return runAsTenant(t.db, { orgId: org.orgId, userId }, async (tx) => {
      const techniqueKeys = await techniqueKeysOf(tx, org.orgId);
      const criteria = referenceCriteria(query, { alias: 's', techniqueKeys });
      const drafts = report === 'incidentDrafts';
      const where: SQL = drafts
        ? sql`s.author_id = ${userId}`
        : report === 'globalIncidentSearch'
          ? sql`true`
          : submissionVisibleTo(
              {
                orgId: org.orgId,
                userId,
                seesAllIncidents: caller === 'lead',
                sharedSmartPlans: false,
              },
              's',
            );
      const rows = await queryRows<{ id: number }>(
        tx,
        sql`select s.id from form_submissions s
          where s.org_id = ${org.orgId} and s.type = 'incidentreport'
            and s.status = ${drafts ? 'Draft' : 'Published'} and s.superseded = false
            and ${where} and ${criteria}
          order by ${drafts ? sql`s.created_at desc, s.id desc` : sql`s.reference desc nulls last, s.id desc`}`,
      );
      return rows.map((row) => Number(row.id));
    });
  }

  async function searched(kind: Case, query: CriteriaRow[], limit: number, offset: number) {
    const [caller, report] = REPORT[kind];
    const res = await call(t.app, who[caller].token, org.orgId, {
      method: 'POST',
      url: '/api/report/generate',
      body: searchBody([report], query, { limit, offset }),
    });
    expect(res.statusCode).toBe(200);
    const result = res.json().data[report] as { rows: { id: number }[]; total: number };
    return { ids: result.rows.map((row) => row.id), total: result.total };
  }

  it('answers the reference ids and total for random criteria, callers and pages', async () => {
    const pool = candidates();
    const row = fc
      .tuple(fc.integer({ min: 0, max: pool.length - 1 }), fc.constantFrom('AND', 'OR'))
      .map(([i, relation]) => ({ ...pool[i]!, relation }) as CriteriaRow);
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Case>(
          'lead incidentSearch',
          'staff incidentSearch',
          'lead global',
          'staff drafts',
        ),
        fc.array(row, { maxLength: 4 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 12 }),
        async (kind, query, limit, offset) => {
          const expected = await reference(kind, query);
          if (expected.length) nonEmpty += 1;
          const all = await searched(kind, query, 1000, 0);
          expect(all).toEqual({ ids: expected, total: expected.length });
          const page = await searched(kind, query, limit, offset);
          expect(page).toEqual({
            ids: expected.slice(offset, offset + limit),
            total: expected.length,
          });
        },
      ),
      { numRuns: 80, seed: 15 },
    );
    // The organisation is rich enough that most random searches find something.
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it('sees what the reference lets each caller see without criteria', async () => {
    for (const kind of Object.keys(REPORT) as Case[]) {
      const expected = await reference(kind, []);
      expect(expected.length).toBeGreaterThan(0);
      expect(await searched(kind, [], 1000, 0)).toEqual({ ids: expected, total: expected.length });
    }
  });
});
