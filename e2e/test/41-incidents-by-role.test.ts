// Journey 41 (issue 14): the incident and Smart Plan routes for each role (safeguarding lead,
// restricted staff, school admin, Care admin) at 1280 px and 390 px: axe clean (no serious or
// critical violation), no sideways scroll, one <h1>; the actions a role may not take are absent
// (delete on search results, CPOMS push, delete on related incidents); a demo report opens and
// walks to Send Report without a "Please complete" stop, editable exactly when the server's
// mayEdit says so (the read-only view itself is covered by the wizard's component tests: in the
// unshared demo school every report a role can see is one it may edit); a flag change says
// "Saved" and is undone.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { assertNoHorizontalScroll, atWidths, scanA11y } from '../src/harness/a11y';
import { DEMO } from '../src/harness/demo';
import { shot } from '../src/harness/incidentWizard';
import { journey, setupJourney } from '../src/harness/journey';
import { ARTIFACTS_DIR } from '../src/harness/paths';
import { fetchInPage, storedActiveOrg, storedToken } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';

const env = setupJourney({ name: '41-incidents-by-role' });

const WIDTHS = [1280, 390];

interface Role {
  name: string;
  email: string;
  searchPath: string;
  /** Holds incidentDelete (Full User role or the organisation's admin). */
  deletes: boolean;
  /** Plan Plus (Smart Plans routes exist) rather than Care. */
  plans: boolean;
}

const ROLES: Role[] = [
  {
    name: 'lead',
    email: DEMO.lead,
    searchPath: '/incident/search/global',
    deletes: true,
    plans: true,
  },
  {
    name: 'staff',
    email: DEMO.staff,
    searchPath: '/incident/search',
    deletes: false,
    plans: true,
  },
  {
    name: 'admin',
    email: DEMO.schoolAdmin,
    searchPath: '/incident/search',
    deletes: true,
    plans: true,
  },
  {
    name: 'care-admin',
    email: DEMO.careAdmin,
    searchPath: '/incident/search',
    deletes: true,
    plans: false,
  },
];

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await storedToken(page);
  const org = await storedActiveOrg(page);
  const sep = path.includes('?') ? '&' : '?';
  const { status, body } = await fetchInPage(page, `${path}${sep}orgId=${org?.id}`, token);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
  return (body as { data: T }).data;
}

/** The page at both widths: axe, no sideways scroll, one <h1>, a screenshot each. */
async function checkScreen(page: Page, label: string): Promise<void> {
  await atWidths(page, WIDTHS, async (width) => {
    const name = `${label} ${width}px`;
    await scanA11y(page, name);
    await assertNoHorizontalScroll(page, name);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const file = `41-${label.replace(/\s+/g, '-')}-${width}`;
    await shot(page, file);
    // The first screen as the user sees it (a phone's full page is too long to look at).
    if (width < 600) await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${file}-top.png`) });
  });
}

async function visit(page: Page, path: string, h1: string | RegExp): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

interface Report {
  id: number;
  subject: number;
  subType: string;
  mayEdit: boolean;
}

for (const role of ROLES) {
  journey(
    env,
    `${role.name}: record, search, drafts, a report, logs and plans at 1280 and 390 px`,
    async () => {
      const { page } = await env.open();
      await signIn(page, env.mail, role.email);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

      await visit(page, '/record', 'Record & Plan');
      await checkScreen(page, `${role.name} record`);

      // Search: results, flags with written state, delete only for who may.
      await visit(page, role.searchPath, /Incident Search/);
      const results = page.getByRole('region', { name: 'Results' });
      await results.getByRole('heading', { name: /First 250 Results/ }).waitFor();
      const deletes = await results.getByRole('button', { name: /^Delete/ }).count();
      if (role.deletes) expect(deletes).toBeGreaterThan(0);
      else expect(deletes).toBe(0);
      // Only leads and admins may push to CPOMS (the demo school has CPOMS off: no column at all).
      expect(await results.getByRole('button', { name: 'Push to CPOMS' }).count()).toBe(0);
      await checkScreen(page, `${role.name} search`);

      // Related incidents: delete only for a safeguarding lead.
      await page.getByRole('button', { name: 'Show Related Incidents' }).click();
      const related = page.getByRole('region', { name: 'Related Incidents' });
      await related.waitFor();
      const relatedDeletes = await related.getByRole('button', { name: /^Delete/ }).count();
      if (role.name === 'lead') expect(relatedDeletes).toBeGreaterThan(0);
      else expect(relatedDeletes).toBe(0);

      // A flag change says "Saved" and can be undone; the state is written, not only coloured.
      const flags = results.getByRole('group', { name: 'Flag' }).first();
      const before = (await flags.innerText()).trim();
      const target = before === 'Red' ? 'Green flag' : 'Red flag';
      await flags.getByRole('button', { name: target }).click();
      await flags.getByText(target.replace(' flag', ''), { exact: true }).waitFor();
      const notifications = page.getByRole('region', { name: 'Notifications' });
      await notifications.getByText('Saved', { exact: true }).waitFor();
      await notifications.getByRole('button', { name: 'Undo' }).click();
      await flags.getByText(before, { exact: true }).waitFor();

      await visit(page, '/incident/drafts', 'Incomplete Incident Reports');
      await checkScreen(page, `${role.name} drafts`);

      // A published demo report the role can see: prefer one it may not edit (none exists in the
      // unshared demo school), else the newest; either way every page walks to Send Report.
      const reports = await api<Report[]>(
        page,
        `/api/formsubmission?fields=id,subject,subType,mayEdit&limit=200&sort=id%20DESC&where=${encodeURIComponent(
          JSON.stringify({ type: 'incidentreport', status: 'Published', current: true }),
        )}`,
      );
      const report = reports.find((r) => !r.mayEdit) ?? reports[0];
      if (!report) throw new Error(`${role.name} sees no published incident report`);
      const reportPath =
        report.subType === 'highlevel'
          ? `/incident/high-level/${report.subject}/edit/${report.id}`
          : `/incident/${report.subject}/edit/${report.id}`;
      await visit(page, reportPath, /Report: /);
      const readOnlyNote = page.getByText(/^You are viewing this report/);
      if (report.mayEdit) expect(await readOnlyNote.count()).toBe(0);
      else await readOnlyNote.waitFor();
      await checkScreen(page, `${role.name} report`);
      for (let step = 0; step < 5; step += 1) {
        const sendReport = page.getByRole('heading', { level: 2, name: 'Send Report' });
        if (await sendReport.isVisible()) break;
        await page.getByRole('button', { name: 'Next Page', exact: true }).click();
        // A demo report is complete: no "Please complete ..." dialog stops the walk.
        expect(await page.getByRole('dialog').count()).toBe(0);
      }
      await page.getByRole('heading', { level: 2, name: 'Send Report' }).waitFor();
      const submit = page.getByRole('button', { name: 'Submit Report' });
      if (report.mayEdit) expect(await submit.count()).toBe(1);
      else expect(await submit.count()).toBe(0);
      await checkScreen(page, `${role.name} send-report`);

      await visit(page, '/log/new/edit', 'New Logs');
      await checkScreen(page, `${role.name} log`);

      await visit(page, '/incident/new/edit', /Incident Report/);
      await page.getByRole('combobox', { name: /^Staff Involved/ }).waitFor();
      await checkScreen(page, `${role.name} new-report`);

      if (role.plans) {
        await visit(page, '/plans', /Smart Plans/);
        await checkScreen(page, `${role.name} plans`);
      }
    },
    // Sixteen screens, each scanned and photographed at two widths: about 40 s on an idle 2-core
    // machine, several times that when it is shared.
    300_000,
  );
}
