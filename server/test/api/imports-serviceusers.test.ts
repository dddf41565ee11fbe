import { and, eq } from 'drizzle-orm';
import { auditTrail, userSettings, users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStudent, type OrgFixture } from './fixtures';
import { SERVICE_USER_HEADER, serviceUserRow, setupState, toCsv } from './fixtures-setup';
import { orgWithAdminAndStandard, signedInStaff } from './signed-in';

describe('service user bulk import', () => {
  let t: TestApp;
  let org: OrgFixture;
  let token: string;
  let standardToken: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    ({ org, token, standardToken } = await orgWithAdminAndStandard(t));
  });
  afterAll(() => t.close());

  const validate = (csv: string, tok = token) =>
    call(t.app, tok, org.orgId, {
      method: 'POST',
      url: '/api/import/serviceusers/validate',
      body: { csv },
    });
  const importCsv = (csv: string, tok = token) =>
    call(t.app, tok, org.orgId, { method: 'POST', url: '/api/import/serviceusers', body: { csv } });

  it('serves the template with exactly the spec columns, through the real app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bulk-import-template-serviceuser.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bulk-import-template-serviceuser.csv"',
    );
    expect(res.body).toBe(
      'firstName,lastName,ethnicity,gender,dob,email,reference,senStatus,contact1FirstName,contact1LastName,contact1Role,contact1Email,contact2FirstName,contact2LastName,contact2Role,contact2Email\r\n',
    );
  });

  it('says which required columns are missing, as an error', async () => {
    const csv = toCsv([
      ['firstName', 'lastName', 'email'],
      ['Ann', 'Bee', 'ann@x.test'],
    ]);
    const res = await validate(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      status: 'error',
      messages: [
        'Fields (ethnicity, gender, dob) are missing required fields. The file will not be imported.',
      ],
      rows: 0,
      rowErrors: [],
    });
  });

  it('refuses a file it cannot read and a file without data rows', async () => {
    const broken = `${SERVICE_USER_HEADER.join(',')}\n"Ann,Bee,white,female,01/01/2010\n`;
    const unreadable = (await validate(broken)).json().data;
    expect(unreadable.status).toBe('error');
    expect(unreadable.messages).toEqual([
      expect.stringMatching(
        /^The CSV could not be read: .+ \(row 2\)\. The file will not be imported\.$/,
      ),
    ]);
    const headerOnly = (await validate(`${SERVICE_USER_HEADER.join(',')}\n,,,,\n`)).json().data;
    expect(headerOnly).toEqual({
      status: 'error',
      messages: ['This CSV has no rows to import. The file will not be imported.'],
      rows: 0,
      rowErrors: [],
    });
  });

  it('warns about unrecognised columns and drops rows whose first four values are empty', async () => {
    const csv = toCsv([
      [...SERVICE_USER_HEADER, 'shoeSize', 'favouriteColour'],
      [...serviceUserRow(1), '5', 'blue'],
      ['', '', '', '', '01/01/2010', 'x@y.test', 'R', '', '', '', '', '', '', '', '', '', ''],
      [...serviceUserRow(2), '6', 'red'],
    ]);
    expect((await validate(csv)).json().data).toEqual({
      status: 'warning',
      messages: [
        "This CSV has fields (shoeSize, favouriteColour) that aren't recognised by the system, those fields will not be imported.",
      ],
      rows: 2,
      rowErrors: [],
    });
  });

  it('answers valid for a clean file and writes nothing while validating', async () => {
    const before = await setupState(t.db);
    const csv = toCsv([SERVICE_USER_HEADER, serviceUserRow(1), serviceUserRow(2)]);
    expect((await validate(csv)).json().data).toEqual({
      status: 'valid',
      messages: [],
      rows: 2,
      rowErrors: [],
    });
    expect(await setupState(t.db)).toEqual(before);
  });

  it.each([
    ['dob', '31/02/2012', "dob: '31/02/2012' is not a real date written dd/mm/yyyy"],
    ['dob', '2012-01-05', "dob: '2012-01-05' is not a real date written dd/mm/yyyy"],
    ['dob', '01/01/2999', 'dob: cannot be in the future'],
    ['ethnicity', 'martian', 'ethnicity: must be white, mixed, asian, black, other or blank'],
    ['gender', 'x', 'gender: must be male, female, other or blank'],
    ['email', 'not-an-email', "email: 'not-an-email' is not a valid e-mail address"],
    ['contact1Email', 'nope', "contact1Email: 'nope' is not a valid e-mail address"],
    ['contact2FirstName', '', 'contact2FirstName: is required'],
  ])('reports a bad %s (%s) as a row error', async (field, value, message) => {
    const csv = toCsv([
      SERVICE_USER_HEADER,
      serviceUserRow(1),
      serviceUserRow(2, { [field]: value }),
    ]);
    expect((await validate(csv)).json().data).toEqual({
      status: 'warning',
      messages: ['1 row has errors and will not be imported.'],
      rows: 2,
      rowErrors: [{ row: 3, field, message }],
    });
  });

  it('finds duplicate references and e-mails within the file and against existing service users', async () => {
    const other = await makeOrg(t.db);
    await makeStudent(t.db, org, { reference: 'TAKEN-1', email: 'taken@import.test' });
    // Another organisation's reference is not a duplicate here.
    await makeStudent(t.db, other, { reference: 'ELSEWHERE' });
    const csv = toCsv([
      SERVICE_USER_HEADER,
      serviceUserRow(1, { reference: 'dup' }),
      serviceUserRow(2, { reference: 'DUP', email: 'pupil1@import.test' }),
      serviceUserRow(3, { reference: 'taken-1' }),
      serviceUserRow(4, { email: 'TAKEN@import.test' }),
      serviceUserRow(5, { reference: 'ELSEWHERE' }),
    ]);
    const data = (await validate(csv)).json().data;
    expect(data.rowErrors).toEqual([
      { row: 3, field: 'reference', message: "reference: 'DUP' is also on row 2" },
      { row: 3, field: 'email', message: "email: 'pupil1@import.test' is also on row 2" },
      {
        row: 4,
        field: 'reference',
        message: "reference: a service user with reference 'taken-1' already exists",
      },
      {
        row: 5,
        field: 'email',
        message: "email: a service user with e-mail 'taken@import.test' already exists",
      },
    ]);
    expect(data.messages).toEqual(['3 rows have errors and will not be imported.']);
  });

  it('refuses a file with missing columns with 400 and writes nothing', async () => {
    const before = await setupState(t.db);
    const res = await importCsv(
      toCsv([
        ['firstName', 'lastName'],
        ['A', 'B'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error:
        'Fields (ethnicity, gender, dob) are missing required fields. The file will not be imported.',
    });
    expect(await setupState(t.db)).toEqual(before);
  });

  it('imports 200 rows with two bad ones: 198 added, 2 row errors, key contacts stored', async () => {
    const rows = Array.from({ length: 200 }, (_, i) =>
      serviceUserRow(
        1000 + i,
        i === 50 ? { dob: '30/13/2010' } : i === 150 ? { firstName: '' } : {},
      ),
    );
    const res = await importCsv(toCsv([SERVICE_USER_HEADER, ...rows]));
    expect(res.statusCode).toBe(200);
    const { added, results } = res.json().data as {
      added: number;
      results: { row: number; ok: boolean; id?: number; error?: string }[];
    };
    expect(added).toBe(198);
    expect(results).toHaveLength(200);
    expect(results.filter((r) => !r.ok)).toEqual([
      { row: 52, ok: false, error: "dob: '30/13/2010' is not a real date written dd/mm/yyyy" },
      { row: 152, ok: false, error: 'firstName: is required' },
    ]);
    const first = results.find((r) => r.row === 2)!;
    const [user] = await t.db.select().from(users).where(eq(users.id, first.id!));
    expect(user).toMatchObject({
      orgId: org.orgId,
      type: 'student',
      firstName: 'First1000',
      lastName: 'Last1000',
      reference: 'REF-1000',
      email: 'pupil1000@import.test',
      dob: `2012-0${(1000 % 9) + 1}-${String((1000 % 28) + 1).padStart(2, '0')}`,
      deleted: false,
    });
    const [setting] = await t.db
      .select()
      .from(userSettings)
      .where(and(eq(userSettings.userId, first.id!), eq(userSettings.key, 'keycontacts')));
    expect(setting).toMatchObject({ orgId: org.orgId, type: 'keycontacts' });
    expect(JSON.parse(setting!.value)).toEqual([
      {
        firstName: 'Mum1000',
        lastName: 'Last1000',
        role: 'Mother',
        email: 'mum1000@import.test',
        phone: '',
      },
      {
        firstName: 'Dad1000',
        lastName: 'Last1000',
        role: 'Father',
        email: 'dad1000@import.test',
        phone: '',
      },
    ]);
    const audited = await t.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, 'user'), eq(auditTrail.entityId, String(first.id))));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ orgId: org.orgId, action: 'create' });
    const imported = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.orgId, org.orgId), eq(users.type, 'student')));
    const ids = new Set(imported.map((u) => u.id));
    expect(results.filter((r) => r.ok).every((r) => ids.has(r.id!))).toBe(true);
    // Imported again: every reference is now a duplicate, nothing is added.
    const again = (await importCsv(toCsv([SERVICE_USER_HEADER, rows[0]!]))).json().data;
    expect(again).toEqual({
      added: 0,
      results: [
        {
          row: 2,
          ok: false,
          error:
            "reference: a service user with reference 'REF-1000' already exists; email: a service user with e-mail 'pupil1000@import.test' already exists",
        },
      ],
    });
  });

  it('accepts free-text ethnicity when the organisation syncs with Wonde', async () => {
    const wonde = await makeOrg(t.db, { wondeSync: true });
    const { token: wToken } = await signedInStaff(t, wonde, { role: 'Admin' });
    const csv = toCsv([SERVICE_USER_HEADER, serviceUserRow(1, { ethnicity: 'White - British' })]);
    const res = await call(t.app, wToken, wonde.orgId, {
      method: 'POST',
      url: '/api/import/serviceusers',
      body: { csv },
    });
    expect(res.json().data.added).toBe(1);
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, res.json().data.results[0].id));
    expect(row!.ethnicity).toBe('White - British');
  });

  it('refuses files above 10,000 rows or 5 MB, naming the limit, writing nothing', async () => {
    const before = await setupState(t.db);
    const many = [
      SERVICE_USER_HEADER,
      ...Array.from({ length: 10001 }, () => ['a', 'b', '', '', '']),
    ];
    const rows = await importCsv(toCsv(many));
    expect(rows.statusCode).toBe(400);
    expect(rows.json()).toEqual({ error: 'csv: the file has 10001 rows; the limit is 10000 rows' });
    const big = `${SERVICE_USER_HEADER.join(',')}\n${'x'.repeat(5 * 1024 * 1024)}`;
    const size = await validate(big);
    expect(size.statusCode).toBe(400);
    expect(size.json()).toEqual({ error: 'csv: the file is larger than the 5 MB limit' });
    expect(await setupState(t.db)).toEqual(before);
  });

  it('needs serviceUserManage: 403 for a Restricted user, nothing written', async () => {
    const before = await setupState(t.db);
    const csv = toCsv([SERVICE_USER_HEADER, serviceUserRow(9)]);
    for (const res of [await validate(csv, standardToken), await importCsv(csv, standardToken)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'You do not have permission to import service users' });
    }
    expect(await setupState(t.db)).toEqual(before);
  });
});
