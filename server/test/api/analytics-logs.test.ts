import fc from 'fast-check';
import type { Breakdown, CriteriaRow } from 'shared-api/schemas';
import { CLICKER_REPORT_PARTS, LOG_REPORT_PARTS } from 'shared-api/search';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, type OrgFixture } from './fixtures';
import { makeIncident, setAcademicYear, makeGroup } from './fixtures-search';

const CONCERN_PARTS = [...LOG_REPORT_PARTS];
const CLICKER_PARTS = [...CLICKER_REPORT_PARTS];
const LOG_TYPES = ['Positive', 'Negative', 'N/A'];
const BEHAVIOURS = ['Shouting', 'Kind act', 'Running'];

interface Org {
  org: OrgFixture;
  lead: string;
  staff: string;
  students: number[];
}

describe('Log and Clicker Report analytics (issue 11)', () => {
  let t: TestApp;
  let a: Org;
  let b: Org;

  async function seed(tag: string, logs: number): Promise<Org> {
    const org = await makeOrg(t.db, { safeguardingLeads: [`lead@${tag}.test`] });
    const lead = await makeStaff(t.db, org, { email: `lead@${tag}.test`, role: 'Admin' });
    const staff = await makeStaff(t.db, org, { email: `staff@${tag}.test` });
    const students: number[] = [];
    for (let i = 0; i < 4; i += 1)
      students.push(await makeStudent(t.db, org, { firstName: `Kid${i}`, lastName: tag }));
    await setAcademicYear(t.db, org, students[0]!, 'Year 9');
    await makeGroup(t.db, org, 'Owls', [students[0]!, students[2]!]);
    for (let i = 0; i < logs; i += 1) {
      await makeIncident(t.db, org, {
        type: 'concern',
        authorId: lead.id,
        subjectId: students[i % 3]!,
        status: i % 10 === 9 ? 'Draft' : 'Published',
        superseded: i % 8 === 7,
        answers: {
          positiveNegative: LOG_TYPES[(i * 7) % 3]!,
          concern: `Log ${i}`,
          concernDate: `2026-03-${String(1 + (i % 27)).padStart(2, '0')}`,
          concernTime: '10:15',
          action: i % 2 ? 'Called home' : '',
        },
      });
      await makeIncident(t.db, org, {
        type: 'clicker',
        authorId: staff.id,
        subjectId: students[(i + 1) % 4]!,
        subType: BEHAVIOURS[i % 3]!,
        answers: { quickBehaviour: BEHAVIOURS[i % 3]! },
      });
    }
    // An incident is neither a log nor a clicker.
    await makeIncident(t.db, org, {
      authorId: lead.id,
      subjectId: students[0]!,
      answers: { positiveNegative: 'Positive', quickBehaviour: 'Shouting' },
    });
    return {
      org,
      lead: (await t.tokenFor(lead.email, org.name)).token,
      staff: (await t.tokenFor(staff.email, org.name)).token,
      students,
    };
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    a = await seed('logs-a', 30);
    b = await seed('logs-b', 7);
  });
  afterAll(() => t.close());

  const generate = (
    o: Org,
    token: string,
    type: string,
    reports: string[],
    query: CriteriaRow[] = [],
    extra = {},
  ) =>
    call(t.app, token, o.org.orgId, {
      method: 'POST',
      url: '/api/report/generate',
      body: { data: { submissionType: type, query, reports, ...extra } },
    });

  async function parts(o: Org, type: string, reports: string[], query: CriteriaRow[] = []) {
    const res = await generate(o, o.lead, type, reports, query, { limit: 1000 });
    expect(res.statusCode).toBe(200);
    return res.json().data as Record<string, unknown>;
  }
  const total = async (o: Org, type: string, query: CriteriaRow[]) => {
    const search = type === 'concern' ? 'concernSearch' : 'clickerSearch';
    return ((await parts(o, type, [search], query))[search] as { total: number }).total;
  };
  const sum = (buckets: Breakdown) => buckets.reduce((n, x) => n + x.count, 0);

  it('counts the current Published logs and their service users, by response', async () => {
    const p = await parts(a, 'concern', CONCERN_PARTS);
    const search = p.concernSearch as {
      rows: { id: number; concern: string | null }[];
      total: number;
    };
    expect(p.concernCount).toBe(search.total);
    expect(search.rows.map((r) => r.id)).toEqual(
      [...search.rows.map((r) => r.id)].sort((x, y) => y - x),
    );
    expect(p.concernStudentCount).toBe(3);
    const byType = p.concernByType as Breakdown;
    expect(byType.map((x) => x.label).sort()).toEqual(['N/A', 'Negative', 'Positive']);
    expect(sum(byType)).toBe(p.concernCount);
    const overview = p.concernStudentOverview as {
      userId: number;
      positive: number;
      negative: number;
      na: number;
      total: number;
    }[];
    expect(overview.reduce((n, s) => n + s.total, 0)).toBe(p.concernCount);
    for (const s of overview) expect(s.positive + s.negative + s.na).toBe(s.total);
    expect(sum(p.concernByStudentPositive as Breakdown)).toBe(
      byType.find((x) => x.key === 'positive')!.count,
    );
    expect(sum(p.concernByStudentNA as Breakdown)).toBe(byType.find((x) => x.key === 'n/a')!.count);
    const row = search.rows[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'action',
        'actionDate',
        'concern',
        'concernDate',
        'concernTime',
        'firstname',
        'group',
        'id',
        'lastname',
        'type',
        'userId',
      ].sort(),
    );
  });

  it('counts clickers by behaviour and service user', async () => {
    const p = await parts(a, 'clicker', CLICKER_PARTS);
    const search = p.clickerSearch as {
      rows: { type: string; createdAt: string }[];
      total: number;
    };
    expect(p.clickerCount).toBe(30);
    expect(search.total).toBe(30);
    expect(p.clickerStudentCount).toBe(4);
    expect(sum(p.clickerByType as Breakdown)).toBe(30);
    expect(sum(p.clickerByStudent as Breakdown)).toBe(30);
    expect(BEHAVIOURS).toContain(search.rows[0]!.type);
    const overview = p.clickerStudentOverview as { total: number; byType: { count: number }[] }[];
    for (const s of overview) expect(s.byType.reduce((n, x) => n + x.count, 0)).toBe(s.total);
  });

  it('drills down: each bucket criteria appended to the query finds exactly its count', async () => {
    for (const [type, names, query] of [
      [
        'concern',
        [
          'concernByType',
          'concernByStudentPositive',
          'concernByStudentNegative',
          'concernByStudentNA',
        ],
        [],
      ],
      [
        'concern',
        ['concernByType', 'concernByStudentNegative'],
        [{ key: 'serviceuser_usergroup', operator: 'is', response: 'Owls' }],
      ],
      [
        'clicker',
        ['clickerByType', 'clickerByStudent'],
        [{ key: 'quickBehaviour', operator: 'is not', response: 'Running' }],
      ],
    ] as [string, string[], CriteriaRow[]][]) {
      const p = await parts(a, type, names, query);
      for (const name of names)
        for (const bucket of p[name] as Breakdown) {
          expect(bucket.criteria).not.toBeNull();
          expect(await total(a, type, [...query, ...bucket.criteria!])).toBe(bucket.count);
        }
    }
  });

  it('agrees with the search for random criteria (property)', async () => {
    const pool: CriteriaRow[] = [
      { key: 'positiveNegative', operator: 'is', response: 'Positive' },
      { key: 'positiveNegative', operator: 'is not', response: 'N/A' },
      { key: 'serviceuser_academicyear', operator: 'is', response: 'Year 9' },
      { key: 'serviceuser_usergroup', operator: 'is', response: 'Owls' },
      { key: 'quickBehaviour', operator: 'is', response: 'Kind act' },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('concern', 'clicker'),
        fc.array(
          fc
            .tuple(fc.integer({ min: 0, max: pool.length - 1 }), fc.constantFrom('AND', 'OR'))
            .map(([i, relation]) => ({ ...pool[i]!, relation }) as CriteriaRow),
          { maxLength: 3 },
        ),
        async (type, query) => {
          const count = type === 'concern' ? 'concernCount' : 'clickerCount';
          const p = await parts(a, type, [count], query);
          expect(p[count]).toBe(await total(a, type, query));
        },
      ),
      { numRuns: 25, seed: 3 },
    );
  });

  it("never counts another organisation's records", async () => {
    const pb = await parts(b, 'clicker', ['clickerCount', 'clickerByStudent']);
    expect(pb.clickerCount).toBe(7);
    expect((pb.clickerByStudent as Breakdown).map((x) => x.label).join()).not.toContain('logs-a');
  });

  it.each([
    ...CONCERN_PARTS.map((p) => ['concern', p]),
    ...CLICKER_PARTS.map((p) => ['clicker', p]),
  ])('refuses %s %s to anyone who is not a safeguarding lead', async (type, part) => {
    const res = await generate(a, a.staff, type, [part]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Only safeguarding leads can see Analytics' });
  });

  it('answers bad criteria and a wrong submission type with a 400 naming the field', async () => {
    const bad = await generate(
      a,
      a.lead,
      'concern',
      ['concernByType'],
      [{ key: 'positiveNegative', operator: 'after', response: 'Positive' }],
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^query\[0\]\.operator/);
    const wrong = await generate(a, a.lead, 'incidentreport', ['clickerCount']);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/submissionType/);
  });
});
