// Journey 21: the school admin imports 200 service users from a CSV with two bad rows; the two
// rows are reported, the 198 others appear in the directory.
import { people, serviceUserCsv } from '../src/harness/adminPeopleUi';
import { screenshot } from '../src/harness/browser';
import { DEMO } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { storedActiveOrg, storedToken, fetchInPage } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';

const env = setupJourney({ name: '21-bulk-import' });

const PREFIX = 'BULK';
const BAD_ROWS = [37, 151];

journey(
  env,
  'import 200 service users with two bad rows: messages shown, 198 in the directory',
  async () => {
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.schoolAdmin);
    await page.goto('/serviceusers');
    await people.link(page, 'Bulk Upload').click();
    await page.waitForURL('**/serviceuser/new/upload');
    expect(await people.link(page, 'Download template').getAttribute('href')).toBe(
      '/bulk-import-template-serviceuser.csv',
    );

    const csv = serviceUserCsv(200, PREFIX, BAD_ROWS);
    await people.uploadInput(page).setInputFiles({
      name: 'pupils.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByText('Selected file: pupils.csv').waitFor();
    await screenshot(page, 'bulk-upload-ready');
    // The 200 rows go in one batch, which can finish before a check sees the progress warning:
    // the import call is held until the warning and the bar have been seen, then let through.
    let releaseImport = () => {};
    const importHeld = new Promise<void>((resolve) => (releaseImport = resolve));
    await page.route(
      (url) => url.pathname === '/api/import/serviceusers',
      async (route) => {
        await importHeld;
        await route.continue();
      },
    );
    await people.button(page, 'Save').click();

    // Validation warns about the two rows and the run continues with the progress warning.
    await people.toast(page, '2 rows have errors and will not be imported.').waitFor();
    await page
      .getByText(
        'Uploading data... Please wait and do not refresh the screen, this can take up to 5 minutes.',
      )
      .waitFor();
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await screenshot(page, 'bulk-upload-running');
    releaseImport();

    // Each refused row is toasted as its batch finishes (spreadsheet rows: the header is row 1).
    for (const n of BAD_ROWS) {
      await people
        .toasts(page)
        .getByText(new RegExp(`^Row ${n + 1}: .*gender`, 'i'))
        .first()
        .waitFor({ timeout: 180_000 });
    }
    const results = people.uploadResults(page);
    await results.getByText('198 of 200 rows added').waitFor({ timeout: 180_000 });
    for (const n of BAD_ROWS) {
      await results.getByText(new RegExp(`^Row ${n + 1}: .*gender`, 'i')).waitFor();
    }
    const toastTexts = await people.toasts(page).locator('p').allInnerTexts();
    expect(toastTexts).not.toContain('All users added');
    expect(new URL(page.url()).pathname).toBe('/serviceuser/new/upload');
    await screenshot(page, 'bulk-upload-results');

    // The directory shows the 198 new people and none of the two bad rows.
    await people.button(page, 'Back').click();
    await page.waitForURL('**/serviceusers');
    await people.directorySearch(page).fill(`${PREFIX}-`);
    const rows = people.directoryRows(page);
    await page.getByText('Showing 198 of 198').waitFor();
    expect(await rows.count()).toBe(198);
    for (const n of BAD_ROWS) {
      const reference = `${PREFIX}-${String(n).padStart(4, '0')}`;
      expect(await rows.getByText(reference, { exact: true }).count()).toBe(0);
    }
    await rows.getByText(`${PREFIX}-0001`, { exact: true }).waitFor();
    await rows.getByText(`${PREFIX}-0200`, { exact: true }).waitFor();
    await screenshot(page, 'directory-after-import');

    // The server agrees: 198 service users with those learner numbers.
    const token = await storedToken(page);
    const org = await storedActiveOrg(page);
    const answer = await fetchInPage(
      page,
      `/api/user?type=student&limit=1000&fields=reference&orgId=${org!.id}`,
      token,
    );
    const refs = ((answer.body as { data: { reference: string | null }[] }).data ?? [])
      .map((u) => u.reference ?? '')
      .filter((r) => r.startsWith(`${PREFIX}-`));
    expect(refs).toHaveLength(198);
    env.expectNoProblems();
  },
  300_000,
);
