import fc from 'fast-check';
import type { Breakdown, CriteriaRow, IncidentTotals } from 'shared-api/schemas';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  BREAKDOWNS,
  INCIDENT_PARTS,
  generate,
  seedAnalyticsOrg,
  type AnalyticsOrg,
} from './analytics-fixtures';

type Parts = { incidentTotals: IncidentTotals } & Record<(typeof BREAKDOWNS)[number], Breakdown>;

describe('Global Incident Report analytics (issue 11)', () => {
  let t: TestApp;
  let a: AnalyticsOrg;
  let b: AnalyticsOrg;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    a = await seedAnalyticsOrg(t, 'analytics-a');
    b = await seedAnalyticsOrg(t, 'analytics-b', 20);
  });
  afterAll(() => t.close());

  async function parts(org: AnalyticsOrg, query: CriteriaRow[] = []): Promise<Parts> {
    const res = await generate(t, org.leadToken, org.org.orgId, INCIDENT_PARTS, query);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data as Parts;
  }

  async function searchTotal(org: AnalyticsOrg, query: CriteriaRow[]): Promise<number> {
    const res = await generate(t, org.leadToken, org.org.orgId, ['globalIncidentSearch'], query, {
      limit: 1,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data.globalIncidentSearch as { total: number }).total;
  }

  const sum = (buckets: Breakdown) => buckets.reduce((n, bucket) => n + bucket.count, 0);

  it('counts current Published incidents only, by level of force', async () => {
    const { incidentTotals } = await parts(a);
    expect(incidentTotals.total).toBe(a.published);
    expect(incidentTotals.total).toBe(await searchTotal(a, []));
    expect(incidentTotals.physical).toBe(
      await searchTotal(a, [{ key: 'physicalInterventionUsed', operator: 'is', response: 'Yes' }]),
    );
    expect(incidentTotals.noPhysical).toBe(
      await searchTotal(a, [
        { key: 'physicalInterventionUsed', operator: 'is not', response: 'Yes' },
      ]),
    );
    expect(incidentTotals.restrictive).toBe(
      await searchTotal(a, [
        { key: 'restrictedPhysicalInterventionUsed', operator: 'is', response: 'Yes' },
      ]),
    );
    expect(incidentTotals.physical + incidentTotals.noPhysical).toBe(incidentTotals.total);
    expect(incidentTotals.restrictive).toBeGreaterThan(0);
  });

  it('answers the breakdowns in the contract order and shape', async () => {
    const p = await parts(a);
    expect(p.incidentsByHour.map((h) => h.key)).toEqual(
      Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')),
    );
    const monthKeys = p.incidentsByMonth.map((m) => m.key);
    expect(monthKeys).toEqual([...monthKeys].sort());
    expect(p.incidentsByMonth[0]).toMatchObject({ key: '2026-01', label: 'Jan 2026' });
    for (const name of [
      'incidentsByStudent',
      'incidentsByLocation',
      'incidentsBySystemUser',
    ] as const) {
      const counts = p[name].map((x) => x.count);
      expect(counts).toEqual([...counts].sort((x, y) => y - x));
    }
    // One subject, one year group and one location per incident: every incident in one bucket.
    expect(sum(p.incidentsByStudent)).toBe(p.incidentTotals.total);
    expect(sum(p.incidentsByYearGroup)).toBe(p.incidentTotals.total);
    expect(sum(p.incidentsByLocation)).toBe(p.incidentTotals.total);
    expect(sum(p.incidentsBySystemUser)).toBe(p.incidentTotals.total);
    // 'Year 8' and 'year 8 ' are one year group, as the search matches them.
    expect(p.incidentsByYearGroup.filter((y) => y.key === 'year 8')).toHaveLength(1);
    // Staff ids show as names; free text as written; no answer is 'Not recorded'.
    const labels = p.incidentsBySystemUser.map((s) => s.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Lee Lead', 'Tia Third', 'A visitor', 'Not recorded']),
    );
    expect(p.incidentsByUserGroup.map((g) => g.label)).toEqual(
      expect.arrayContaining(['Blue', 'Green', 'No group']),
    );
    // 'Hall' is part of 'Dining Hall' and 'Sports Hall': no criterion selects it alone.
    expect(p.incidentsByLocation.find((l) => l.key === 'hall')?.criteria).toBeNull();
    expect(p.incidentsByLocation.find((l) => l.key === 'classroom')?.criteria).toEqual([
      { key: 'location', operator: 'is', response: 'Classroom', relation: 'AND' },
    ]);
  });

  it.each([
    ['no criteria', [] as CriteriaRow[]],
    [
      'an OR query',
      [
        { key: 'physicalInterventionUsed', operator: 'is', response: 'Yes' },
        { key: 'location', operator: 'is', response: 'Hall', relation: 'OR' },
      ] as CriteriaRow[],
    ],
    [
      'a date range',
      [
        { key: 'dateOfIncident', operator: 'after', response: '2026-01-15' },
        { key: 'timeOfIncident', operator: 'before', response: '20:00', relation: 'AND' },
      ] as CriteriaRow[],
    ],
  ])('drills down: query + a bucket criteria finds exactly its count (%s)', async (_, query) => {
    const p = await parts(a, query);
    let checked = 0;
    for (const name of BREAKDOWNS) {
      for (const bucket of p[name]) {
        if (!bucket.criteria) continue;
        const found = await searchTotal(a, [...query, ...bucket.criteria]);
        if (found !== bucket.count)
          throw new Error(`${name} ${bucket.key}: ${found} != ${bucket.count}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('agrees with the incident search for random criteria (property)', async () => {
    const pool: CriteriaRow[] = [
      { key: 'location', operator: 'is', response: 'Hall' },
      { key: 'location', operator: 'is not', response: 'Classroom' },
      { key: 'physicalInterventionUsed', operator: 'is', response: 'Yes' },
      { key: 'restrictedPhysicalInterventionUsed', operator: 'is', response: 'No' },
      { key: 'dateOfIncident', operator: 'before', response: '2026-03-10' },
      { key: 'dateOfIncident', operator: 'after', response: '2026-02-01' },
      { key: 'timeOfIncident', operator: 'after', response: '09:30' },
      { key: 'serviceuser_academicyear', operator: 'is', response: 'Year 8' },
      { key: 'serviceuser_usergroup', operator: 'is', response: 'Green' },
      { key: 'studentName', operator: 'is', response: '1' },
      { key: 'completedBy', operator: 'is', response: 'A visitor' },
    ];
    const row = fc
      .tuple(fc.integer({ min: 0, max: pool.length - 1 }), fc.constantFrom('AND', 'OR'))
      .map(([i, relation]) => ({ ...pool[i]!, relation }) as CriteriaRow);
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 3 }), async (query) => {
        const p = await parts(a, query);
        const total = await searchTotal(a, query);
        expect(p.incidentTotals.total).toBe(total);
        expect(p.incidentTotals.physical + p.incidentTotals.noPhysical).toBe(total);
        expect(sum(p.incidentsByStudent)).toBe(total);
        expect(sum(p.incidentsByYearGroup)).toBe(total);
        expect(sum(p.incidentsByLocation)).toBe(total);
        expect(sum(p.incidentsBySystemUser)).toBe(total);
      }),
      { numRuns: 30, seed: 11 },
    );
  });

  it("the Intervention Report's locations and restrictive count are the Global report's", async () => {
    for (const query of [
      [],
      [{ key: 'physicalInterventionUsed', operator: 'is', response: 'Yes' }],
      [{ key: 'location', operator: 'is not', response: 'Hall' }],
    ] as CriteriaRow[][]) {
      const res = await generate(
        t,
        a.leadToken,
        a.org.orgId,
        ['intervention', 'incidentsByLocation', 'incidentTotals'],
        query,
      );
      expect(res.statusCode).toBe(200);
      const data = res.json().data as {
        intervention: { locations: Breakdown; restrictiveCount: number };
        incidentsByLocation: Breakdown;
        incidentTotals: IncidentTotals;
      };
      expect(data.intervention.locations).toEqual(data.incidentsByLocation);
      expect(data.intervention.restrictiveCount).toBe(data.incidentTotals.restrictive);
      expect(sum(data.intervention.locations)).toBe(data.incidentTotals.total);
    }
  });

  it("never counts another organisation's records", async () => {
    const pa = await parts(a);
    const pb = await parts(b);
    expect(pa.incidentTotals.total).toBe(a.published);
    expect(pb.incidentTotals.total).toBe(b.published);
    const names = pa.incidentsByStudent.map((s) => s.label).join(' ');
    expect(names).not.toContain('analytics-b');
    // b's lead asking with a's orgId is refused by the tenant layer.
    const cross = await generate(t, b.leadToken, a.org.orgId, ['incidentTotals']);
    expect(cross.statusCode).toBe(403);
  });

  it.each(INCIDENT_PARTS)('refuses %s to anyone who is not a safeguarding lead', async (part) => {
    const res = await generate(t, a.staffToken, a.org.orgId, [part]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Only safeguarding leads can see Analytics' });
  });

  it('answers bad criteria and a wrong submission type with a 400 naming the field', async () => {
    const badKey = await generate(t, a.leadToken, a.org.orgId, INCIDENT_PARTS, [
      { key: 'nope', operator: 'is', response: 'x' },
    ]);
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error).toMatch(/^query\[0\]\.key/);
    const badDate = await generate(
      t,
      a.leadToken,
      a.org.orgId,
      ['incidentsByMonth'],
      [{ key: 'dateOfIncident', operator: 'after', response: '31/01/2026' }],
    );
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toMatch(/^query\[0\]\.response/);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/report/generate?orgId=${a.org.orgId}`,
      headers: { authorization: `Bearer ${a.leadToken}` },
      payload: { data: { submissionType: 'concern', query: [], reports: ['incidentTotals'] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/submissionType/);
  });
});
