// Issue 12 (AI Insights) steps shared by journeys 61 and 62: accepting the AI terms through the API
// (the demo seed leaves them off), finding a demo incident, asking a prompt and reading the answer.
import type { Page } from 'playwright-core';
import { apiLogin } from './api';
import { DEMO } from './demo';
import type { MailCapture } from './mailCapture';
import { fetchInPage, storedToken } from './session';

/** The school admin accepts the AI terms of Demo School (Service Setup's switch, through its API). */
export async function acceptAiTerms(baseUrl: string, mail: MailCapture): Promise<void> {
  const admin = await apiLogin(baseUrl, mail, DEMO.schoolAdmin);
  const orgId = admin.activeOrg.id;
  const res = await fetch(`${baseUrl}/api/organisation/${orgId}/settings?orgId=${orgId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin.apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { aiTermsAccepted: true } }),
  });
  if (res.status !== 200)
    throw new Error(`accepting the AI terms: ${res.status} ${await res.text()}`);
}

export interface DemoIncident {
  id: number;
  subject: number;
  subType: string | null;
  firstName: string;
  lastName: string;
}

/** The newest published demo incident report the signed-in user sees, with its child's name. */
export async function newestIncident(page: Page): Promise<DemoIncident> {
  const token = await storedToken(page);
  const org = await page.evaluate(
    () => JSON.parse(localStorage.getItem('activeOrg') ?? '{}').id as number,
  );
  const where = encodeURIComponent(
    JSON.stringify({ type: 'incidentreport', status: 'Published', current: true }),
  );
  const { status, body } = await fetchInPage(
    page,
    `/api/formsubmission?fields=id,subject,subType,subjectFirstName,subjectLastName&limit=1&sort=id%20DESC&where=${where}&orgId=${org}`,
    token,
  );
  if (status !== 200) throw new Error(`GET /api/formsubmission answered ${status}`);
  const row = (
    body as {
      data: {
        id: number;
        subject: number;
        subType: string | null;
        subjectFirstName: string;
        subjectLastName: string;
      }[];
    }
  ).data[0];
  if (!row) throw new Error('no published demo incident report');
  return {
    id: row.id,
    subject: row.subject,
    subType: row.subType,
    firstName: row.subjectFirstName,
    lastName: row.subjectLastName,
  };
}

/** Presses a prompt button and waits until the answer is complete; returns the response text. */
export async function askPrompt(page: Page, label: string, timeoutMs = 60_000): Promise<string> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page
    .getByText('The answer is complete.')
    .waitFor({ state: 'attached', timeout: timeoutMs });
  return (await page.getByRole('region', { name: 'Response', exact: true }).innerText()).trim();
}

export const BUILTIN_NOTICE =
  "No AI model was used: this answer was worked out from your organisation's records.";
