// Reading the dashboard the way a user sees it, and the numbers the API gives for the same organisation.
import type { Page } from 'playwright-core';
import { fetchInPage } from './session';

/**
 * The number shown on the counter tile titled `title` (waits until it is a number). Checked every
 * 200 ms by default; a timing measurement passes 'raf' (every frame), or it would read up to
 * 200 ms late.
 */
export async function counterValue(
  page: Page,
  title: string,
  timeoutMs = 15_000,
  polling: number | 'raf' = 200,
): Promise<number> {
  const handle = await page.waitForFunction(
    (t) => {
      const all = Array.from(document.querySelectorAll('main *')) as HTMLElement[];
      const titleEl = all.find(
        (el) =>
          el.children.length === 0 && el.textContent?.trim().toLowerCase() === t.toLowerCase(),
      );
      let box: HTMLElement | null = titleEl ?? null;
      for (let i = 0; box && i < 3; i += 1) {
        const m = /(^|\s)(\d+)(\s|$)/.exec(box.innerText.replace(t, ' ').replace(/,/g, ''));
        // An object, because waitForFunction treats a falsy result (the number 0) as not ready.
        if (m) return { value: Number(m[2]) };
        box = box.parentElement;
      }
      return null;
    },
    title,
    { timeout: timeoutMs, polling },
  );
  return ((await handle.jsonValue()) as { value: number }).value;
}

export interface DashboardNumbers {
  numActiveStudents: number;
  totalNumberOfIncidents: number;
  behaviourDrafts: number;
  staffUsers: number;
  collaboratorRows: {
    id: number;
    reference: string | number;
    subject: number;
    subType: string;
    latestSubmission: number;
    collaboratorsFinished: number[];
  }[];
}

/** The dashboard's figures straight from the API, with the page's own token and organisation. */
export async function dashboardNumbersFromApi(
  page: Page,
  token: string,
  orgId: number,
): Promise<DashboardNumbers> {
  const report = await fetchInPage(page, `/api/report/generate?orgId=${orgId}`, token, {
    method: 'POST',
    body: {
      data: {
        submissionType: 'incidentreport',
        query: [],
        reports: [
          'numActiveStudents',
          'totalNumberOfIncidents',
          'behaviourDrafts',
          'incidentsAsCollaborator',
        ],
      },
    },
  });
  if (report.status !== 200)
    throw new Error(`report/generate -> ${report.status} ${JSON.stringify(report.body)}`);
  const data = (report.body as { data: Record<string, unknown> }).data;
  const users = await fetchInPage(
    page,
    `/api/organisation/${orgId}/user?type=user&orgId=${orgId}`,
    token,
  );
  if (users.status !== 200) throw new Error(`organisation users -> ${users.status}`);
  return {
    numActiveStudents: data.numActiveStudents as number,
    totalNumberOfIncidents: data.totalNumberOfIncidents as number,
    behaviourDrafts: data.behaviourDrafts as number,
    staffUsers: (users.body as { page: { total: number } }).page.total - 1,
    collaboratorRows: data.incidentsAsCollaborator as DashboardNumbers['collaboratorRows'],
  };
}

/** Waits until the counter titled `title` shows `expected`; fails with the last value seen. */
export async function expectCounter(
  page: Page,
  title: string,
  expected: number,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  let last: number | string = 'no number found';
  while (Date.now() < deadline) {
    last = await counterValue(page, title, Math.max(500, deadline - Date.now())).catch(() => last);
    if (last === expected) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`Counter '${title}' shows ${last}, expected ${expected}`);
}

/** The service-user counter's title for the active organisation: its plural term, every word capitalised. */
export async function serviceUsersLabel(page: Page): Promise<string> {
  const terms = await page.evaluate(() => JSON.parse(window.localStorage.getItem('terms') ?? '{}'));
  const plural = (terms as { serviceUserPlural?: string }).serviceUserPlural ?? 'service users';
  return plural.replace(/(^|\s)(\p{L})/gu, (_m, s: string, l: string) => s + l.toUpperCase());
}
