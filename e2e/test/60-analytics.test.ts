// Journey 60 (issue 11): a safeguarding lead runs the Global Incident Report for a date range,
// sees the tiles and charts, prints it to PDF (print media: the print-only header with the
// organisation, criteria, period and time), downloads the related incidents as CSV, reloads and
// sees the same report (re-run from the criteria in the URL), and drills into one bar: the
// figures and related incidents are then those behind the bar. A member of staff who is not a
// lead is sent away from Analytics, and the server refuses the report (403).
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { assertNoHorizontalScroll, atWidths, scanA11y } from '../src/harness/a11y';
import { apiLogin } from '../src/harness/api';
import { screenshot } from '../src/harness/browser';
import { DEMO, DEMO_SCHOOL } from '../src/harness/demo';
import { apiAnswer, incidentsUi as ui } from '../src/harness/incidentsUi';
import { journey, setupJourney } from '../src/harness/journey';
import { signIn } from '../src/harness/signIn';

const env = setupJourney({ name: '60-analytics' });

interface QueryRow {
  key: string;
  operator: string;
  response: string;
  relation: string;
}
interface Bucket {
  key: string;
  label: string;
  count: number;
  criteria: QueryRow[] | null;
}
interface ReportData {
  incidentTotals: { total: number; noPhysical: number; physical: number; restrictive: number };
  incidentsByStudent: Bucket[];
  incidentTrend: { total: number; from: string; to: string };
  globalIncidentSearch: { rows: { userId: number; reference: number }[]; total: number };
}

const pad = (n: number) => String(n).padStart(2, '0');
const display = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

/** The figure a tile shows (the final value, read by screen readers). */
async function tileValue(page: Page, label: string): Promise<number> {
  const tile = page.getByText(label, { exact: true }).locator('..');
  const text = await tile.locator('.visually-hidden').first().textContent();
  return Number((text ?? '').replace(/[^0-9]/g, ''));
}

function queryOf(page: Page): QueryRow[] {
  return JSON.parse(new URL(page.url()).searchParams.get('q') ?? '[]') as QueryRow[];
}

journey(
  env,
  'the lead runs, prints, downloads, reloads and drills into the Global Incident Report',
  async () => {
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.lead);

    // The Analytics menu: six cards (the demo school has no PIL extras).
    await page.goto('/reports');
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const cards = page.getByRole('list', { name: 'Reports' }).getByRole('heading', { level: 2 });
    expect(await cards.allTextContents()).toEqual([
      'Global Incident Report',
      'Intervention Report',
      'Involvement Report',
      'Injuries Report',
      'Log Report',
      'Clicker Report',
    ]);
    await screenshot(page, '60-reports');
    await page.getByRole('link', { name: /Global Incident Report/ }).click();
    await page.waitForURL((url) => url.pathname === '/incident/report/search');

    // A date range: from five years ago to tomorrow.
    const from = new Date();
    from.setFullYear(from.getFullYear() - 5);
    const to = new Date(Date.now() + 24 * 3600 * 1000);
    await ui.field(page, 1).selectOption('dateOfIncident');
    await page.getByRole('combobox', { name: 'Query 1', exact: true }).selectOption('after');
    await ui.value(page, 1).fill(display(from));
    await page.getByRole('button', { name: 'Add Criteria' }).click();
    await ui.field(page, 2).selectOption('dateOfIncident');
    await page.getByRole('combobox', { name: 'Query 2', exact: true }).selectOption('before');
    await ui.value(page, 2).fill(display(to));
    const ran = apiAnswer(page, 'POST', '/api/report/generate');
    await page.getByRole('button', { name: 'View Results' }).click();
    const answer = await ran;
    expect(answer.status()).toBe(200);
    const first = ((await answer.json()) as { data: ReportData }).data;
    await page.waitForURL((url) => url.pathname === '/report/incidentreport');
    expect(queryOf(page).map((r) => [r.key, r.operator])).toEqual([
      ['dateOfIncident', 'after'],
      ['dateOfIncident', 'before'],
    ]);
    await page.getByRole('heading', { level: 1, name: 'Global Incident Report' }).waitFor();
    expect(first.incidentTotals.total).toBeGreaterThan(0);
    // The search and the report agree.
    expect(first.globalIncidentSearch.total).toBe(first.incidentTotals.total);
    await page.waitForTimeout(1000); // the count-up settles
    expect(await tileValue(page, 'Total Incidents')).toBe(first.incidentTotals.total);
    // The charts are drawn (ApexCharts, loaded on demand).
    await page.locator('.apexcharts-canvas').first().waitFor();
    expect(await page.locator('.apexcharts-canvas').count()).toBeGreaterThan(1);
    // Beyond the spec: the trend against the previous period, the heatmap, disproportionality.
    for (const title of [
      'Trend: this period against the previous one',
      'Incidents by day and hour',
      'Disproportionality: interventions per 100 of the roll',
    ])
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await page.getByText(`${first.incidentTrend.total} incidents from `).waitFor();
    // The trend's period is the criteria's date range.
    expect(first.incidentTrend.total).toBe(first.incidentTotals.total);

    await atWidths(page, [1280, 390], async (width) => {
      await page.waitForTimeout(400);
      await screenshot(page, `60-global-report-${width}`);
      await scanA11y(page, `Global Incident Report ${width}px`);
      await assertNoHorizontalScroll(page, `Global Incident Report ${width}px`);
    });

    // Print: the button calls window.print(); Chromium's print to PDF with the print stylesheet.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const header = page.getByTestId('print-header');
    expect(await header.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    await header.waitFor({ state: 'visible' });
    const printed = (await header.textContent()) ?? '';
    expect(printed).toContain(DEMO_SCHOOL);
    expect(printed).toContain(`Date Of Incident after ${display(from)}`);
    expect(printed).toContain(display(to));
    expect(printed).toMatch(/Printed\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(await page.getByRole('button', { name: 'Print', exact: true }).isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(20_000);
    await fs.mkdir('artifacts', { recursive: true });
    await fs.writeFile('artifacts/60-global-report.pdf', pdf);
    await screenshot(page, '60-global-report-print');
    await page.emulateMedia({ media: 'screen' });

    // Additional Actions: the related incidents and their CSV.
    await page.getByRole('button', { name: 'Show Related Incidents' }).click();
    await page
      .getByRole('heading', {
        name: `First 250 Results (${first.globalIncidentSearch.total} found)`,
      })
      .waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^BeSmart - Related Incidents - \d{2}-\d{2}-\d{4}\.csv$/,
    );
    const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('"Reference","first name","last name","Incident Date","Incident Link"');
    expect(lines).toHaveLength(Math.min(250, first.globalIncidentSearch.total) + 1);

    // Reload: the same report, run again from the URL.
    const url = page.url();
    const rerun = apiAnswer(page, 'POST', '/api/report/generate');
    await page.reload();
    const again = ((await (await rerun).json()) as { data: ReportData }).data;
    expect(page.url()).toBe(url);
    expect(again.incidentTotals).toEqual(first.incidentTotals);
    await page.getByRole('heading', { level: 1, name: 'Global Incident Report' }).waitFor();
    await page.waitForTimeout(1000);
    expect(await tileValue(page, 'Total Incidents')).toBe(first.incidentTotals.total);

    // Drill-down into the first bar of "Incidents by Service User" (from its data table: the
    // keyboard way; a click on the bar does the same).
    const target = again.incidentsByStudent.find((b) => b.criteria && b.count > 0);
    if (!target) throw new Error('The demo data has no service user bucket to drill into');
    const panel = page.locator('section', {
      has: page.getByRole('heading', { name: 'Incidents by Service User' }),
    });
    // By keyboard: Enter on the disclosure, Enter on the row's button.
    await panel.getByText('Data table').press('Enter');
    const drilled = apiAnswer(page, 'POST', '/api/report/generate');
    await panel.getByRole('button', { name: `Show incidents: ${target.label}` }).press('Enter');
    const behind = ((await (await drilled).json()) as { data: ReportData }).data;
    expect(queryOf(page)).toHaveLength(2 + target.criteria!.length);
    expect(queryOf(page).slice(2)).toEqual(
      target.criteria!.map((c) => ({ ...c, response: String(c.response), relation: 'AND' })),
    );
    expect(behind.incidentTotals.total).toBe(target.count);
    expect(behind.globalIncidentSearch.total).toBe(target.count);
    expect(new Set(behind.globalIncidentSearch.rows.map((r) => r.userId)).size).toBe(1);
    await page.waitForTimeout(1000);
    expect(await tileValue(page, 'Total Incidents')).toBe(target.count);
    await screenshot(page, '60-drilled');

    // Back: the unfiltered report again (re-run from the URL); then a mouse click on the first bar
    // of the same chart drills into that bucket too.
    const back = apiAnswer(page, 'POST', '/api/report/generate');
    await page.goBack();
    expect((await back).status()).toBe(200);
    expect(queryOf(page)).toHaveLength(2);
    const firstBar = again.incidentsByStudent[0]!;
    const bar = panel.locator('.apexcharts-bar-area').first();
    await bar.waitFor();
    await page.waitForTimeout(1200); // the bars have grown
    const clicked = apiAnswer(page, 'POST', '/api/report/generate');
    await bar.click();
    const fromBar = ((await (await clicked).json()) as { data: ReportData }).data;
    expect(queryOf(page).slice(2)).toEqual(
      firstBar.criteria!.map((c) => ({ ...c, response: String(c.response), relation: 'AND' })),
    );
    expect(fromBar.incidentTotals.total).toBe(firstBar.count);
    env.expectNoProblems();
  },
  240_000,
);

/** Result screens whose report parts the server answers: run with no criteria, checked at both widths. */
const OTHER_REPORTS: {
  card: string;
  result: string;
  tile: string;
  related?: string;
  shot: string;
}[] = [
  {
    card: 'Intervention Report',
    result: '/report/interventionreport',
    tile: 'Restrictive Interventions',
    shot: 'intervention',
  },
  {
    card: 'Involvement Report',
    result: '/report/involvementreport',
    tile: 'Average Staff per Incident',
    shot: 'involvement',
  },
  {
    card: 'Injuries Report',
    result: '/report/medicalinterventionreport',
    tile: 'Injury to a Staff Member',
    shot: 'injuries',
  },
  {
    card: 'Log Report',
    result: '/report/concernreport',
    tile: 'Total Count',
    related: 'Logs',
    shot: 'logs',
  },
  {
    card: 'Clicker Report',
    result: '/report/clickerreport',
    tile: 'Total Count',
    related: 'Clickers',
    shot: 'clickers',
  },
];

journey(
  env,
  'the lead opens the search builders and the Intervention, Involvement, Injuries, Log and Clicker reports (axe, 390 px)',
  async () => {
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.lead);
    await page.goto('/reports');
    await atWidths(page, [1280, 390], async (width) => {
      await scanA11y(page, `Analytics ${width}px`);
      await assertNoHorizontalScroll(page, `Analytics ${width}px`);
      await screenshot(page, `60-reports-${width}`);
    });
    for (const report of OTHER_REPORTS) {
      await page.goto('/reports');
      await page.getByRole('link', { name: new RegExp(report.card) }).click();
      await ui.field(page, 1).waitFor();
      await atWidths(page, [1280, 390], async (width) => {
        await scanA11y(page, `${report.card} search ${width}px`);
        await assertNoHorizontalScroll(page, `${report.card} search ${width}px`);
      });
      // Log reports offer only the 'Log -' fields.
      const fields = await ui.field(page, 1).locator('option:not([value=""])').allTextContents();
      expect(fields.length).toBeGreaterThan(0);
      if (report.card === 'Log Report')
        expect(fields.every((f) => f.startsWith('Log -'))).toBe(true);
      const ran = apiAnswer(page, 'POST', '/api/report/generate');
      await page.getByRole('button', { name: 'View Results' }).click();
      expect((await ran).status()).toBe(200);
      await page.waitForURL((url) => url.pathname === report.result);
      await page.getByRole('heading', { level: 1, name: report.card }).waitFor();
      await page.getByText(report.tile, { exact: true }).waitFor();
      if (report.related) {
        await page.getByRole('button', { name: `Show Related ${report.related}` }).click();
        await page.getByRole('heading', { name: /^First 250 Results/ }).waitFor();
      }
      await page.waitForTimeout(1000);
      await atWidths(page, [1280, 390], async (width) => {
        await page.waitForTimeout(400);
        await screenshot(page, `60-${report.shot}-report-${width}`);
        await scanA11y(page, `${report.card} ${width}px`);
        await assertNoHorizontalScroll(page, `${report.card} ${width}px`);
      });
    }
    env.expectNoProblems();
  },
  240_000,
);

journey(
  env,
  'with PIL extras on, the lead sees the seventh card and its report',
  async () => {
    // Service Setup through the API (as journey 11 does for CPOMS): PIL extras on.
    const login = await apiLogin(env.portal.url, env.mail, DEMO.lead);
    const orgId = login.activeOrg.id;
    const put = await fetch(`${env.portal.url}/api/organisation/${orgId}/settings?orgId=${orgId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${login.apiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { enablePILExtras: true } }),
    });
    expect(put.status).toBe(200);

    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.lead);
    await page.goto('/reports');
    const cards = page.getByRole('list', { name: 'Reports' }).getByRole('heading', { level: 2 });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(7);
    await page
      .getByRole('link', { name: /Discriminatory, Prejudiced and other Behaviour/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/incidentreportExtras/report/search');
    const ran = apiAnswer(page, 'POST', '/api/report/generate');
    await page.getByRole('button', { name: 'View Results' }).click();
    expect((await ran).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/report/incidentreportExtras');
    await page.getByText('Permanent Exclusion', { exact: true }).first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Incidents' }).waitFor();
    await page.waitForTimeout(1000);
    await atWidths(page, [1280, 390], async (width) => {
      await page.waitForTimeout(400);
      await screenshot(page, `60-extras-report-${width}`);
      await scanA11y(page, `extras report ${width}px`);
      await assertNoHorizontalScroll(page, `extras report ${width}px`);
    });
    env.expectNoProblems();
  },
  180_000,
);

journey(env, 'staff who are not safeguarding leads are refused Analytics', async () => {
  const { page } = await env.open();
  await signIn(page, env.mail, DEMO.staff);
  await page.goto('/report/incidentreport');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/reports');
  await page.waitForURL((url) => url.pathname === '/dashboard');

  const login = await apiLogin(env.portal.url, env.mail, DEMO.staff);
  const res = await fetch(`${env.portal.url}/api/report/generate?orgId=${login.activeOrg.id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { submissionType: 'incidentreport', query: [], reports: ['incidentTotals'] },
    }),
  });
  expect(res.status).toBe(403);
  expect(((await res.json()) as { error: string }).error).toBe(
    'Only safeguarding leads can see Analytics',
  );
  env.expectNoProblems();
});
