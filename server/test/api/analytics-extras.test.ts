import type { Breakdown, CriteriaRow, IncidentHeatmap, PilExtrasReport } from 'shared-api/schemas';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, type OrgFixture } from './fixtures';
import { makeIncident } from './fixtures-search';
import { generate } from './analytics-fixtures';

const PARTS = ['pilExtrasReport', 'pilExtrasReportExclusions', 'incidentHeatmap'];
const LEAD_ONLY = [
  ...PARTS,
  'involvement',
  'disproportionality',
  'incidentTrend',
  'intervention',
  'medicalIntervention',
];

describe('PIL extras, exclusions and heatmap analytics (issue 11)', () => {
  let t: TestApp;
  let org: OrgFixture;
  let lead: string;
  let staff: string;
  let other: { org: OrgFixture; lead: string };
  let staffIds: number[];
  let kidIds: number[];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db, { safeguardingLeads: ['lead@extras.test'], enablePILExtras: true });
    const l = await makeStaff(t.db, org, { email: 'lead@extras.test', role: 'Admin' });
    const s = await makeStaff(t.db, org, { email: 'staff@extras.test' });
    const kids = [
      await makeStudent(t.db, org, {
        firstName: 'Ava',
        lastName: 'One',
        gender: 'female',
        ethnicity: 'asian',
        senStatus: 'ehcPlan',
      }),
      await makeStudent(t.db, org, { firstName: 'Ben', lastName: 'Two', gender: 'male' }),
    ];
    // On the roll, no incidents; a former and a deleted service user are not on the roll.
    await makeStudent(t.db, org, { firstName: 'Cy', lastName: 'Three', gender: 'female' });
    await makeStudent(t.db, org, {
      firstName: 'Di',
      lastName: 'Four',
      gender: 'female',
      former: true,
    });
    await makeStudent(t.db, org, {
      firstName: 'Ed',
      lastName: 'Five',
      gender: 'male',
      deleted: true,
    });
    staffIds = [l.id, s.id];
    kidIds = kids;
    const answers: Record<string, string>[] = [
      // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
      {
        Bullying: 'Yes',
        Racist: 'No',
        Suspension: 'Yes',
        dateOfIncident: '2026-11-23',
        timeOfIncident: '09:15',
      },
      {
        Bullying: 'true',
        Suspension: 'Yes',
        dateOfIncident: '2026-11-23',
        timeOfIncident: '09:45',
      },
      {
        Bullying: 'Yes',
        PermanentExclusion: 'Yes',
        dateOfIncident: '2026-11-29',
        timeOfIncident: '23:05',
      },
      { Racist: 'Yes', dateOfIncident: '2026-02-30', timeOfIncident: '10:00' },
      { Sexist: 'No', dateOfIncident: '2026-11-24' },
    ];
    for (const [i, a] of answers.entries())
      await makeIncident(t.db, org, {
        authorId: l.id,
        subjectId: kids[i % 2]!,
        reference: i + 1,
        answers: {
          ...a,
          staffInvolved: JSON.stringify(i < 3 ? [l.id, s.id] : i === 3 ? [l.id] : []),
          studentsInvolved: JSON.stringify([kids[(i + 1) % 2]]),
          physicalInterventionUsed: i % 2 ? 'No' : 'Yes',
          restrictedPhysicalInterventionUsed: i === 0 ? 'Yes' : 'No',
          location: i < 2 ? 'Hall' : 'Yard',
          physicalInterventionDuration: ['4', '2.5', 'n/a', '', '10'][i]!,
          physicalTechniques: JSON.stringify(
            i < 3
              ? [
                  { key: 'Double Elbow', value: '3' },
                  { key: 'Wrap', value: 'n/a' },
                ]
              : [],
          ),
          deescalationTechniques: JSON.stringify(
            i % 2 ? ['Calm Talking'] : ['Calm talking', 'Wrap'],
          ),
          hurtingSelf: i === 1 ? 'Yes' : 'No',
          medicalInterventionRequired: i < 2 ? 'Yes' : 'No',
          numberStaffInvolved: String(2 + i),
          ...(i === 0 ? { injurySufferedBy: 'Student' } : {}),
          ...(i === 1
            ? {
                interventions: JSON.stringify([
                  { injurySufferedBy: 'Staff', injury: 'Bruise' },
                  { injurySufferedBy: 'other', injury: 'Scratch' },
                ]),
              }
            : {}),
          propertyDamage: i < 3 ? 'Yes' : 'No',
        },
      });
    // Not counted: a draft, a superseded version.
    await makeIncident(t.db, org, {
      status: 'Draft',
      authorId: l.id,
      subjectId: kids[0]!,
      answers: answers[0]!,
    });
    await makeIncident(t.db, org, {
      superseded: true,
      authorId: l.id,
      subjectId: kids[0]!,
      answers: answers[0]!,
    });
    lead = (await t.tokenFor(l.email, org.name)).token;
    staff = (await t.tokenFor(s.email, org.name)).token;
    const o = await makeOrg(t.db, { safeguardingLeads: ['lead@extras-b.test'] });
    const ol = await makeStaff(t.db, o, { email: 'lead@extras-b.test', role: 'Admin' });
    const okid = await makeStudent(t.db, o, {});
    await makeIncident(t.db, o, { authorId: ol.id, subjectId: okid, answers: { Bullying: 'Yes' } });
    other = { org: o, lead: (await t.tokenFor(ol.email, o.name)).token };
  });
  afterAll(() => t.close());

  async function parts(query: CriteriaRow[] = [], token = lead, orgId = org.orgId) {
    const res = await generate(t, token, orgId, PARTS, query);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().data as {
      pilExtrasReport: PilExtrasReport;
      pilExtrasReportExclusions: {
        suspensions: number;
        permanentExclusions: number;
        suspensionsByStudent: Breakdown;
        permanentExclusionsByStudent: Breakdown;
      };
      incidentHeatmap: IncidentHeatmap;
    };
  }
  const searchTotal = async (query: CriteriaRow[]) => {
    const res = await generate(t, lead, org.orgId, ['globalIncidentSearch'], query);
    return (res.json().data.globalIncidentSearch as { total: number }).total;
  };

  it('counts Yes answers per category, all categories present', async () => {
    const p = await parts();
    const incidents = p.pilExtrasReport.incidents;
    expect(incidents).toHaveLength(11);
    expect(incidents[0]).toMatchObject({ key: 'Bullying', label: 'Bullying', count: 3 });
    expect(incidents.find((c) => c.key === 'Racist')!.count).toBe(1);
    expect(incidents.find((c) => c.key === 'Sexist')!.count).toBe(0);
    expect(p.pilExtrasReport.byCategory.map((c) => c.key)).toContain('PermanentExclusion');
    const bullying = p.pilExtrasReport.byCategory.find((c) => c.key === 'Bullying')!.byStudent;
    expect(bullying.map((b) => [b.label, b.count])).toEqual([
      ['Ava One', 2],
      ['Ben Two', 1],
    ]);
    expect(p.pilExtrasReportExclusions).toMatchObject({ suspensions: 2, permanentExclusions: 1 });
  });

  it('drills down to exactly the counted incidents', async () => {
    const p = await parts();
    const buckets = [
      ...p.pilExtrasReport.incidents,
      ...p.pilExtrasReport.byCategory.flatMap((c) => c.byStudent),
      ...p.pilExtrasReportExclusions.suspensionsByStudent,
    ];
    for (const bucket of buckets) expect(await searchTotal(bucket.criteria!)).toBe(bucket.count);
  });

  it('maps incidents to weekday and hour, all 168 cells, impossible days left out', async () => {
    const { cells } = (await parts()).incidentHeatmap;
    expect(cells).toHaveLength(168);
    const at = (weekday: number, hour: number) =>
      cells.find((c) => c.weekday === weekday && c.hour === hour)!.count;
    expect(at(1, 9)).toBe(2);
    expect(at(7, 23)).toBe(1);
    expect(cells.reduce((n, c) => n + c.count, 0)).toBe(3);
    const filtered = (await parts([{ key: 'Suspension', operator: 'is', response: 'Yes' }]))
      .incidentHeatmap.cells;
    expect(filtered.reduce((n, c) => n + c.count, 0)).toBe(2);
  });

  it('counts the staff and other service users named, and the rounded-up average staff', async () => {
    const res = await generate(t, lead, org.orgId, ['involvement']);
    expect(res.statusCode).toBe(200);
    const inv = res.json().data.involvement as {
      staff: Breakdown;
      otherServiceUsers: Breakdown;
      averageStaffPerIncident: number | null;
    };
    expect(inv.staff.map((b) => [b.key, b.count])).toEqual([
      [String(staffIds[0]), 4],
      [String(staffIds[1]), 3],
    ]);
    // 7 staff named over 4 incidents naming any: 1.75, rounded up.
    expect(inv.averageStaffPerIncident).toBe(2);
    expect(inv.otherServiceUsers.map((b) => b.label).sort()).toEqual(['Ava One', 'Ben Two']);
    for (const bucket of [...inv.staff, ...inv.otherServiceUsers])
      expect(await searchTotal(bucket.criteria!)).toBe(bucket.count);
    const none = await generate(
      t,
      lead,
      org.orgId,
      ['involvement'],
      [{ key: 'dateOfIncident', operator: 'before', response: '2000-01-01' }],
    );
    expect(none.json().data.involvement).toEqual({
      staff: [],
      otherServiceUsers: [],
      averageStaffPerIncident: null,
    });
  });

  it('rates incidents per 100 of the roll for each group', async () => {
    const res = await generate(t, lead, org.orgId, ['disproportionality']);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.disproportionality.rows as {
      dimension: string;
      group: string;
      roll: number;
      incidents: number;
      physical: number;
      restrictive: number;
      physicalPer100: number | null;
      restrictivePer100: number | null;
    }[];
    const row = (dimension: string, group: string) =>
      rows.find((r) => r.dimension === dimension && r.group === group);
    // Ava (female) has incidents 1, 3, 5 (physical Yes on all three, restrictive on the first);
    // Cy is female and on the roll; Di is former.
    expect(row('gender', 'female')).toEqual({
      dimension: 'gender',
      group: 'female',
      roll: 2,
      incidents: 3,
      physical: 3,
      restrictive: 1,
      physicalPer100: 150,
      restrictivePer100: 50,
    });
    expect(row('gender', 'male')).toMatchObject({ roll: 1, incidents: 2, physical: 0 });
    expect(row('sen', 'EHC plan')).toMatchObject({ roll: 1, incidents: 3 });
    expect(row('ethnicity', 'asian')).toMatchObject({ roll: 1, incidents: 3 });
    for (const dimension of ['ethnicity', 'gender', 'yearGroup', 'sen'])
      expect(
        rows.filter((r) => r.dimension === dimension).reduce((n, r) => n + r.incidents, 0),
      ).toBe(5);
    expect(kidIds).toHaveLength(2);
  });

  it('compares the months of the date criteria with the previous period of the same length', async () => {
    const query: CriteriaRow[] = [
      { key: 'dateOfIncident', operator: 'after', response: '2026-10-31' },
      { key: 'dateOfIncident', operator: 'before', response: '2026-12-01', relation: 'AND' },
    ];
    const res = await generate(
      t,
      lead,
      org.orgId,
      ['incidentTrend', 'globalIncidentSearch'],
      query,
    );
    expect(res.statusCode).toBe(200);
    const { incidentTrend, globalIncidentSearch } = res.json().data;
    expect(incidentTrend).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      previousFrom: '2026-10-02',
      previousTo: '2026-10-31',
      total: globalIncidentSearch.total,
    });
    expect(incidentTrend.total).toBe(4);
    expect(incidentTrend.months).toEqual([{ month: '2026-11', count: 4, previousCount: 0 }]);
    // A lower bound alone runs to today.
    const later = await generate(
      t,
      lead,
      org.orgId,
      ['incidentTrend'],
      [{ key: 'dateOfIncident', operator: 'after', response: '2026-12-31' }],
    );
    expect(later.json().data.incidentTrend).toMatchObject({ total: 0 });
    const year = await generate(
      t,
      lead,
      org.orgId,
      ['incidentTrend'],
      [{ key: 'Bullying', operator: 'is', response: 'Yes' }],
    );
    const trend = year.json().data.incidentTrend;
    expect(trend.months).toHaveLength(12);
    expect(trend.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it('reports techniques, durations and damage categories of the intervention report', async () => {
    const res = await generate(t, lead, org.orgId, ['intervention']);
    expect(res.statusCode).toBe(200);
    const r = res.json().data.intervention as {
      locations: Breakdown;
      physicalTechniques: Breakdown;
      deescalationTechniques: Breakdown;
      restrictiveCount: number;
      averageDurationSeconds: number | null;
      totalDurationSeconds: number;
      damageCategories: Breakdown;
    };
    expect(r.locations.map((b) => [b.label, b.count])).toEqual([
      ['Yard', 3],
      ['Hall', 2],
    ]);
    // 'Wrap' rated n/a is not used; names match without white space or case.
    expect(r.physicalTechniques.map((b) => [b.key, b.count])).toEqual([['doubleelbow', 3]]);
    expect(r.deescalationTechniques.map((b) => [b.key, b.count])).toEqual([
      ['calmtalking', 5],
      ['wrap', 3],
    ]);
    expect(r.restrictiveCount).toBe(1);
    // 4 + 2.5 + 10 minutes over three incidents.
    expect(r.totalDurationSeconds).toBe(990);
    expect(r.averageDurationSeconds).toBe(330);
    expect(r.damageCategories).toHaveLength(5);
    expect(r.damageCategories[0]).toMatchObject({ key: 'propertyDamage', count: 3 });
    expect(r.damageCategories.find((c) => c.key === 'hurtingSelf')!.count).toBe(1);
    for (const bucket of [...r.physicalTechniques, ...r.deescalationTechniques, ...r.locations])
      if (bucket.criteria) expect(await searchTotal(bucket.criteria)).toBe(bucket.count);
  });

  it('counts injuries by who suffered them and charts the injured incidents', async () => {
    const res = await call(t.app, lead, org.orgId, {
      method: 'POST',
      url: '/api/report/generate',
      body: {
        data: {
          submissionType: 'medicalinterventionreport',
          query: [],
          reports: ['medicalIntervention'],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const m = res.json().data.medicalIntervention as {
      injuredServiceUser: number;
      injuredStaff: number;
      injuredOther: number;
      byMonth: Breakdown;
      byHour: Breakdown;
      byUserGroup: Breakdown;
      byLocation: Breakdown;
      averageStaffPerIncident: number | null;
    };
    expect(m).toMatchObject({ injuredServiceUser: 1, injuredStaff: 1, injuredOther: 1 });
    expect(m.byLocation.map((b) => [b.label, b.count])).toEqual([['Hall', 2]]);
    expect(m.byHour).toHaveLength(24);
    expect(m.byHour.find((h) => h.key === '09')!.count).toBe(2);
    // numberStaffInvolved 2 and 3 on the injured incidents: 2.5, rounded up.
    expect(m.averageStaffPerIncident).toBe(3);
    for (const bucket of [...m.byMonth, ...m.byHour, ...m.byLocation])
      if (bucket.criteria) expect(await searchTotal(bucket.criteria)).toBe(bucket.count);
  });

  it("never counts another organisation's incidents", async () => {
    const p = await parts([], other.lead, other.org.orgId);
    expect(p.pilExtrasReport.incidents.find((c) => c.key === 'Bullying')!.count).toBe(1);
    expect(p.pilExtrasReportExclusions.suspensions).toBe(0);
  });

  it.each(LEAD_ONLY)('refuses %s to anyone who is not a safeguarding lead', async (part) => {
    const res = await generate(t, staff, org.orgId, [part]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Only safeguarding leads can see Analytics' });
  });

  it('answers bad criteria with a 400 naming the field', async () => {
    const res = await generate(t, lead, org.orgId, PARTS, [
      { key: 'Bullying', operator: 'is', response: 'maybe' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^query\[0\]\.response/);
  });
});
