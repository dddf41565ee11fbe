import { and, eq, isNotNull } from 'drizzle-orm';
import { PLAN_LIST_KEYS } from 'shared-api/schemas';
import { formResponses, formSubmissions, organisations } from '../../src/db/schema/index';
import { drainJobs } from '../../src/platform/jobs/run';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { api } from './smartplans-fixtures';

describe('demo Smart Plans (seed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('get their PDFs from the job queue; the lead sees one plan due soon and one overdue', async () => {
    await drainJobs(t.app, { kind: 'smartplan-pdf' });
    const [school] = await t.db
      .select()
      .from(organisations)
      .where(eq(organisations.name, 'Demo School'));
    const withPdf = await t.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.orgId, school!.id),
          eq(formSubmissions.type, 'behaviourplan'),
          isNotNull(formSubmissions.pdfFileId),
        ),
      );
    expect(withPdf).toHaveLength(3);
    // Each due plan is on its author's dashboard only (Demo School does not share Smart Plans).
    const dueFor = async (email: string) => {
      const { token } = await t.tokenFor(email, 'Demo School');
      const rows = (await api(t.app, school!.id).report(token, ['plansDueForReview'])).json().data
        .plansDueForReview as { reviewStatus: string }[];
      return rows.map((d) => d.reviewStatus);
    };
    expect(await dueFor('lead@demo-school.test')).toEqual(['dueSoon']);
    expect(await dueFor('admin@demo-school.test')).toEqual(['overdue']);
    const { token } = await t.tokenFor('lead@demo-school.test', 'Demo School');
    // The lead's own plan opens in the wizard as the latest Published plan, answers intact.
    const mine = (await api(t.app, school!.id).get(token, '/api/smartplan')).json().data;
    expect(mine.length).toBeGreaterThan(0);
    const pre = (
      await api(t.app, school!.id).get(token, `/api/smartplan/prefill/${mine[0].subject.id}`)
    ).json().data;
    expect(pre.source).toBe('published');
    expect(JSON.parse(pre.answers.triggers).original.length).toBeGreaterThan(0);
  });

  it('store incident answers as the incident wizard does (plain text) and only plan lists as list JSON', async () => {
    const rows = await t.db
      .select({
        type: formSubmissions.type,
        key: formResponses.questionKey,
        response: formResponses.response,
      })
      .from(formResponses)
      .innerJoin(formSubmissions, eq(formSubmissions.id, formResponses.submissionId));
    const listJson = (text: string) => /^\s*\{\s*"original"/.test(text);
    const incidents = rows.filter((r) => r.type === 'incidentreport');
    expect(incidents.some((r) => r.key === 'lowLevelBehaviour')).toBe(true);
    expect(incidents.filter((r) => listJson(r.response))).toEqual([]);
    const planLists = rows.filter(
      (r) => r.type === 'behaviourplan' && (PLAN_LIST_KEYS as readonly string[]).includes(r.key),
    );
    expect(planLists.length).toBeGreaterThan(0);
    expect(planLists.filter((r) => !listJson(r.response))).toEqual([]);
  });
});
