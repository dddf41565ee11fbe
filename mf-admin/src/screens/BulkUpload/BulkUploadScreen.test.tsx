import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { currentLocation, startTestServer, toastTexts, type TestServer } from 'test-kit';
import { renderAdmin, signIn } from '../../components/testSupport';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  // The lists a finished upload lands on.
  server.on('GET /api/user', { body: { data: [], page: { total: 0 } } });
  server.on('GET /api/usertag', { body: { data: [], page: { total: 0 } } });
  server.on('GET /api/organisationtag', { body: { data: [], page: { total: 0 } } });
});

/** The list screen has rendered its (empty) answer: no request is left in flight. */
const listShown = () => screen.findByText('There are no records to display.');
afterEach(() => server.close());

const HEADER = 'firstName,lastName,ethnicity,gender,dob,email,reference';

function csvOf(count: number): string {
  const rows = Array.from(
    { length: count },
    (_, i) => `Pupil,"Number ${i + 1}, Jr",white,female,01/09/2012,,R${i + 1}`,
  );
  return [HEADER, ...rows].join('\n') + '\n';
}

const csvFile = (text: string, name = 'pupils.csv') => new File([text], name, { type: 'text/csv' });

/** Import answers (spreadsheet row numbers, header = 1): every row added unless its learner number is in `bad`. */
function answerImports(bad: string[] = []) {
  server.on('POST /api/import/serviceusers', (req) => {
    const { csv } = req.body as { csv: string };
    const rows = Papa.parse<Record<string, string>>(csv, {
      header: true,
      skipEmptyLines: true,
    }).data;
    const results = rows.map((row, i) =>
      bad.includes(row.reference!)
        ? {
            row: i + 2,
            ok: false,
            error: `Gender '${row.gender}' is not one of male, female, other`,
          }
        : { row: i + 2, ok: true, id: 1000 + i },
    );
    return { body: { data: { results, added: results.filter((r) => r.ok).length } } };
  });
}

describe('/serviceuser/new/upload', () => {
  it('shows the four steps, the template link and Back', async () => {
    signIn();
    const { user } = renderAdmin('/serviceuser/new/upload');
    expect(screen.getByRole('heading', { name: 'Bulk Upload Service Users' })).toBeVisible();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/bulk-import-template-serviceuser.csv',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentLocation()).toBe('/serviceusers');
    await listShown();
  });

  it('stops on a validation error: the messages are toasted and nothing is imported', async () => {
    server.on('POST /api/import/serviceusers/validate', {
      body: {
        data: {
          status: 'error',
          rows: 2,
          messages: ['Fields (dob) are missing required fields. The file will not be imported.'],
        },
      },
    });
    signIn();
    const { user } = renderAdmin('/serviceuser/new/upload');
    await user.upload(screen.getByLabelText('CSV file'), csvFile(csvOf(2)));
    expect(await screen.findByText('Selected file: pupils.csv')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'error: Fields (dob) are missing required fields. The file will not be imported.',
      ]),
    );
    expect(server.callsTo('POST /api/import/serviceusers')).toHaveLength(0);
    expect(server.callsTo('POST /api/import/serviceusers/validate')[0]?.body).toEqual({
      csv: csvOf(2),
    });
  });

  it('warns, imports in batches with the progress warning and bar, then says All users added', async () => {
    server.on('POST /api/import/serviceusers/validate', {
      body: {
        data: {
          status: 'warning',
          rows: 545,
          messages: [
            "This CSV has fields (shoeSize) that aren't recognised by the system, those fields will not be imported.",
          ],
        },
      },
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.on('POST /api/import/serviceusers', async (req) => {
      calls += 1;
      if (calls === 2) await held;
      const rows = Papa.parse<Record<string, string>>((req.body as { csv: string }).csv, {
        header: true,
        skipEmptyLines: true,
      }).data;
      const results = rows.map((_, i) => ({ row: i + 2, ok: true, id: 500 + i }));
      return { body: { data: { results, added: results.length } } };
    });
    signIn();
    const { user } = renderAdmin('/serviceuser/new/upload');
    await user.upload(screen.getByLabelText('CSV file'), csvFile(csvOf(545)));
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Uploading data... Please wait and do not refresh the screen, this can take up to 5 minutes.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '33',
      ),
    );
    expect(toastTexts()).toEqual([
      "warning: This CSV has fields (shoeSize) that aren't recognised by the system, those fields will not be imported.",
    ]);
    release();

    // 545 rows: give the last batches room on a busy machine.
    await waitFor(() => expect(currentLocation()).toBe('/serviceusers'), { timeout: 5000 });
    expect(toastTexts()).toContain('success: All users added');
    await listShown();
    const batches = server
      .callsTo('POST /api/import/serviceusers')
      .map((c) => (c.body as { csv: string }).csv);
    expect(batches).toHaveLength(3);
    const parsed = batches.map((csv) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data);
    for (const rows of parsed) expect(rows[0]?.join(',')).toBe(HEADER);
    expect(parsed.map((rows) => rows.length - 1)).toEqual([250, 250, 45]);
    // Quoted commas survive the split.
    expect(parsed[2]?.[45]?.[1]).toBe('Number 545, Jr');
  });

  it('lists per-row errors as toasts and results, keeps going and does not claim success', async () => {
    server.on('POST /api/import/serviceusers/validate', {
      body: { data: { status: 'valid', rows: 255, messages: [] } },
    });
    answerImports(['R3', 'R252']);
    signIn();
    const { user } = renderAdmin('/serviceuser/new/upload');
    await user.upload(screen.getByLabelText('CSV file'), csvFile(csvOf(255)));
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const results = await screen.findByRole('region', { name: 'Upload results' });
    await waitFor(() => expect(within(results).getByText('253 of 255 rows added')).toBeVisible(), {
      timeout: 5000,
    });
    expect(
      within(results).getByText("Row 4: Gender 'female' is not one of male, female, other"),
    ).toBeVisible();
    expect(
      within(results).getByText("Row 253: Gender 'female' is not one of male, female, other"),
    ).toBeVisible();
    expect(toastTexts()).toEqual([
      "error: Row 4: Gender 'female' is not one of male, female, other",
      "error: Row 253: Gender 'female' is not one of male, female, other",
    ]);
    // Refused rows are listed first.
    expect(
      within(results)
        .getAllByRole('listitem')
        .slice(0, 3)
        .map((li) => li.textContent),
    ).toEqual([
      "Row 4: Gender 'female' is not one of male, female, other",
      "Row 253: Gender 'female' is not one of male, female, other",
      'Row 2: added',
    ]);
    expect(server.callsTo('POST /api/import/serviceusers')).toHaveLength(2);
    expect(currentLocation()).toBe('/serviceuser/new/upload');
    expect(screen.queryByText(/Uploading data/)).toBeNull();
  });

  it('refuses a file that is not a .csv', async () => {
    signIn();
    const { user } = renderAdmin('/serviceuser/new/upload');
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['x'], 'pupils.xlsx', { type: 'text/csv' }),
    );
    await waitFor(() => expect(toastTexts()).toEqual(['error: Please choose a single .csv file']));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('/user/new/upload', () => {
  it('validates and imports staff through the users import and goes to /users', async () => {
    server.on('POST /api/import/users/validate', {
      body: { data: { status: 'valid', rows: 1, messages: [] } },
    });
    server.on('POST /api/import/users', {
      body: { data: { results: [{ row: 2, ok: true, id: 77 }], added: 1 } },
    });
    signIn();
    const { user } = renderAdmin('/user/new/upload');
    expect(screen.getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/bulk-import-template-user.csv',
    );
    const csv =
      'username,firstName,lastName,email,service,role\nsam,Sam,Turner,sam@demo-school.test,Demo School,Restricted\n';
    await user.upload(screen.getByLabelText('CSV file'), csvFile(csv, 'staff.csv'));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentLocation()).toBe('/users'));
    expect(toastTexts()).toEqual(['success: All users added']);
    await listShown();
    expect(server.callsTo('POST /api/import/users')[0]?.body).toEqual({ csv: csv.trimEnd() });
  });
});
