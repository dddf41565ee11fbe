// Journey 12: a member of staff records a clicker from the Record hub, then adds a behaviour log
// and edits it (the edit replaces the old version).
import { screenshot } from '../src/harness/browser';
import { DEMO } from '../src/harness/demo';
import { apiAnswer, incidentsUi as ui } from '../src/harness/incidentsUi';
import { journey, setupJourney } from '../src/harness/journey';
import { fetchInPage, storedActiveOrg, storedToken } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';

const env = setupJourney({ name: '12-logs-clickers' });

interface Submission {
  id: number;
  status: string;
  formId: number | null;
  subType: string | null;
}

journey(
  env,
  'record a clicker, add a log and edit it',
  async () => {
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.staff);
    const token = (await storedToken(page)) as string;
    const orgId = (await storedActiveOrg(page))!.id;
    const api = async <T>(path: string, query: Record<string, unknown>) => {
      const params = new URLSearchParams({ orgId: String(orgId) });
      for (const [k, v] of Object.entries(query))
        params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
      const res = await fetchInPage(page, `${path}?${params}`, token);
      expect(res.status).toBe(200);
      return (res.body as { data: T }).data;
    };
    const people = await api<{ id: number; firstName: string; lastName: string }[]>('/api/user', {
      type: 'student',
      limit: 1000,
      fields: 'id,firstName,lastName',
    });
    const person = people.find((p) => p.firstName && p.lastName)!;
    const name = `${person.firstName} ${person.lastName}`;
    const submissionsOf = (type: string, current?: boolean) =>
      api<Submission[]>('/api/formsubmission', {
        where: { type, subject: person.id, ...(current === undefined ? {} : { current }) },
        fields: 'id,status,formId,subType',
        sort: 'id DESC',
        limit: 300,
      });

    // Record hub: pick the person, press a quick behaviour.
    await page.getByRole('link', { name: 'Record & Plan' }).click();
    await page.waitForURL((url) => url.pathname === '/record');
    await page.getByRole('link', { name: 'Behaviour Log' }).waitFor();
    expect(await page.getByRole('link', { name: 'Behaviour Log' }).getAttribute('href')).toBe(
      '/log/new/edit',
    );
    await ui.pickPerson(page, name);
    const clickers = page.getByRole('group', { name: 'Behaviour Clicker' });
    const first = clickers.getByRole('button').first();
    const behaviour = (await first.innerText()).trim();
    const before = (await submissionsOf('clicker')).length;
    const posted = apiAnswer(page, 'POST', '/api/formsubmission');
    await first.click();
    expect((await posted).status()).toBe(200);
    await ui.toast(page, `${behaviour} Recorded`).waitFor();
    const clickersNow = await submissionsOf('clicker');
    expect(clickersNow).toHaveLength(before + 1);
    expect(clickersNow[0]).toMatchObject({ status: 'Published', subType: behaviour });
    await screenshot(page, '12-record-hub');

    // Behaviour log for the same person.
    const logTile = page.getByRole('link', { name: 'Behaviour Log' });
    expect(await logTile.getAttribute('href')).toBe(`/log/${person.id}/edit`);
    await logTile.click();
    await page.getByRole('heading', { name: `Logs: ${name}` }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required').waitFor();
    await page.getByLabel(/^Type/).selectOption('Positive');
    await page.getByRole('textbox', { name: 'Concern' }).fill('E2E: helped tidy the classroom');
    const added = apiAnswer(page, 'POST', '/api/formsubmission');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await added).status()).toBe(200);
    await ui.toast(page, 'Log added').first().waitFor();
    const logs = page.getByRole('list', { name: 'Logs' });
    const firstLog = logs.getByRole('button').filter({ hasText: 'E2E: helped tidy the classroom' });
    await firstLog.waitFor();
    const [created] = await submissionsOf('concern', true);
    expect(created).toMatchObject({ status: 'Published' });

    // Edit it: the saved version replaces the old one.
    await firstLog.click();
    await page.waitForURL((url) => url.pathname === `/log/${person.id}/edit/${created!.id}`);
    const concern = page.getByRole('textbox', { name: 'Concern' });
    await page.waitForFunction(
      () =>
        (document.querySelector('textarea[name="concern"]') as HTMLTextAreaElement | null)
          ?.value === 'E2E: helped tidy the classroom',
    );
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    await concern.fill('E2E: helped tidy the classroom and the library');
    const edited = apiAnswer(page, 'POST', '/api/formsubmission');
    await page.getByRole('button', { name: 'Save' }).click();
    const editRequest = (await edited).request().postDataJSON() as { data: { formId?: number } };
    expect(editRequest.data.formId).toBe(created!.id);
    await page.waitForURL((url) => url.pathname === `/log/${person.id}/edit`);
    await logs.getByRole('button').filter({ hasText: 'and the library' }).waitFor();
    expect(
      await logs
        .getByRole('button')
        .filter({ hasText: /classroom$/ })
        .count(),
    ).toBe(0);
    const current = await submissionsOf('concern', true);
    expect(current[0]).toMatchObject({ formId: created!.id, status: 'Published' });
    expect(current.map((s) => s.id)).not.toContain(created!.id);
    const old = (await submissionsOf('concern')).find((s) => s.id === created!.id);
    expect(old?.status).toBe('Archived');
    await screenshot(page, '12-log-edited');
    env.expectNoProblems();
  },
  180_000,
);
