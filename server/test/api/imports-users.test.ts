import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  auditTrail,
  mailOutbox,
  memberships,
  oneTimeTokens,
  users,
} from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, type OrgFixture } from './fixtures';
import { STAFF_HEADER, setupState, staffRow, toCsv } from './fixtures-setup';

type Result = { row: number; ok: boolean; id?: number; error?: string };

const PASSWORD = 'Lantern-Orchard-Pebble-57';

describe('staff bulk import', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  async function orgWithAdmin(opts: { numAllowedUsers?: number } = {}) {
    const org = await makeOrg(t.db, opts);
    const admin = await makeStaff(t.db, org, { role: 'Admin' });
    const { token } = await t.tokenFor(admin.email, org.name);
    return { org, token };
  }
  const post = (org: OrgFixture, token: string, url: string, csv: string) =>
    call(t.app, token, org.orgId, { method: 'POST', url, body: { csv } });

  it('serves the staff template with exactly the spec columns', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/bulk-import-template-user.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bulk-import-template-user.csv"',
    );
    expect(res.body).toBe('username,firstName,lastName,email,service,role,jobTitle\r\n');
  });

  const accept = (token: string, firstname: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/activate',
      payload: {
        token,
        data: { firstname, lastname: 'Imported', password: PASSWORD, type: 'new', tandc: true },
      },
    });
  const tokenIn = (text: string) => /activate\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('invites each row with its role; accepting creates the account with the row details', async () => {
    const { org, token } = await orgWithAdmin();
    const rows = [
      staffRow(1, org.name, { role: 'Full User', email: 'Full.One@Import.test' }),
      staffRow(2, org.name, { role: 'restricted', email: 'restricted.two@import.test' }),
    ];
    const res = await post(org, token, '/api/import/users', toCsv([STAFF_HEADER, ...rows]));
    expect(res.statusCode).toBe(200);
    const { added, results } = res.json().data as { added: number; results: Result[] };
    expect(added).toBe(2);
    const tokens = await t.db
      .select({ id: oneTimeTokens.id, email: oneTimeTokens.email, data: oneTimeTokens.data })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.orgId, org.orgId), eq(oneTimeTokens.purpose, 'invitation')))
      .orderBy(oneTimeTokens.id);
    // Each row answers with its pending invitation's id.
    expect(results).toEqual([
      { row: 2, ok: true, id: tokens[0]!.id },
      { row: 3, ok: true, id: tokens[1]!.id },
    ]);
    expect(tokens.map((x) => [x.email, (x.data as { roleId: number }).roleId])).toEqual([
      ['full.one@import.test', org.adminRoleId],
      ['restricted.two@import.test', org.standardRoleId],
    ]);
    // Nobody joins before accepting.
    const emails = ['full.one@import.test', 'restricted.two@import.test'];
    expect(await t.db.select().from(users).where(inArray(users.email, emails))).toEqual([]);
    const mails = await t.db
      .select({ to: mailOutbox.to, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.orgId, org.orgId))
      .orderBy(mailOutbox.id);
    expect(mails.map((m) => m.to)).toEqual(emails);
    expect(mails[0]!.text).toContain('http://localhost:8080/user/activate?token=');

    for (const [i, mail] of mails.entries()) {
      expect((await accept(tokenIn(mail.text), `Person${i}`)).statusCode).toBe(200);
    }
    const created = await t.db
      .select({
        email: users.email,
        type: users.type,
        orgId: users.orgId,
        jobTitle: users.jobTitle,
        userName: users.userName,
        firstName: users.firstName,
        roleId: memberships.roleId,
      })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(inArray(users.email, emails))
      .orderBy(users.id);
    expect(created).toEqual([
      {
        email: 'full.one@import.test',
        type: 'user',
        orgId: org.orgId,
        jobTitle: 'Teacher',
        userName: 'staff1',
        firstName: 'Person0',
        roleId: org.adminRoleId,
      },
      {
        email: 'restricted.two@import.test',
        type: 'user',
        orgId: org.orgId,
        jobTitle: 'Teacher',
        userName: 'staff2',
        firstName: 'Person1',
        roleId: org.standardRoleId,
      },
    ]);
  });

  it('answers, writes and mails alike for an address with an account elsewhere; that account joins only by accepting', async () => {
    const { org, token } = await orgWithAdmin();
    const elsewhere = await makeOrg(t.db);
    const other = await makeStaff(t.db, elsewhere, { email: 'moving@import.test' });
    const csv = toCsv([
      STAFF_HEADER,
      staffRow(1, org.name, { email: 'Moving@import.test', role: 'Restricted' }),
      staffRow(2, org.name, { email: 'brand.new@import.test', role: 'Restricted' }),
    ]);
    const data = (await post(org, token, '/api/import/users', csv)).json().data as {
      added: number;
      results: Result[];
    };
    expect(data.added).toBe(2);
    const [existingRow, newRow] = data.results;
    expect(Object.keys(existingRow!).sort()).toEqual(Object.keys(newRow!).sort());
    expect(existingRow).toEqual({ row: 2, ok: true, id: expect.any(Number) });
    expect(newRow).toEqual({ row: 3, ok: true, id: Number(existingRow!.id) + 1 });

    // The same audit entries and mails, but for the address.
    const entries = await t.db
      .select({ action: auditTrail.action, entity: auditTrail.entity, after: auditTrail.after })
      .from(auditTrail)
      .where(and(eq(auditTrail.orgId, org.orgId), eq(auditTrail.action, 'invite')))
      .orderBy(auditTrail.id);
    const neutral = (value: unknown) =>
      JSON.parse(
        JSON.stringify(value)
          .replace(/moving@import\.test|brand\.new@import\.test/g, 'E')
          .replace(/staff[12]|Staff[12]|Member[12]/g, 'N')
          .replace(/"importRow":\d/g, '"importRow":0'),
      );
    expect(entries).toHaveLength(2);
    expect(neutral(entries[0])).toEqual(neutral(entries[1]));
    const mails = await t.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.orgId, org.orgId))
      .orderBy(mailOutbox.id);
    expect(mails.map((m) => m.to)).toEqual(['moving@import.test', 'brand.new@import.test']);
    expect(mails[0]!.text.replace(/token=\S+/, '')).toBe(mails[1]!.text.replace(/token=\S+/, ''));

    // No silent membership: the other organisation's account is not in this one yet.
    const membership = () =>
      t.db
        .select({ roleId: memberships.roleId })
        .from(memberships)
        .where(and(eq(memberships.orgId, org.orgId), eq(memberships.userId, other.id)));
    expect(await membership()).toEqual([]);
    expect((await accept(tokenIn(mails[0]!.text), 'Mover')).statusCode).toBe(200);
    expect(await membership()).toEqual([{ roleId: org.standardRoleId }]);
    const accounts = await t.db
      .select({ id: users.id, passwordHash: users.passwordHash, userName: users.userName })
      .from(users)
      .where(eq(users.email, 'moving@import.test'));
    // Still one account, with its own password and details.
    expect(accounts).toEqual([
      { id: other.id, passwordHash: 'not-a-real-hash', userName: 'moving@import.test' },
    ]);
  });

  it('re-importing an e-mail with a pending invitation replaces it and takes no second seat', async () => {
    const { org, token } = await orgWithAdmin({ numAllowedUsers: 2 });
    const csv = toCsv([STAFF_HEADER, staffRow(1, org.name, { email: 'again@import.test' })]);
    const first = (await post(org, token, '/api/import/users', csv)).json().data;
    const second = (await post(org, token, '/api/import/users', csv)).json().data;
    expect(first.added).toBe(1);
    expect(second.added).toBe(1);
    const live = await t.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.orgId, org.orgId),
          eq(oneTimeTokens.purpose, 'invitation'),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    expect(live).toEqual([{ id: second.results[0].id }]);
  });

  it('checks service, role, e-mail and duplicates per row', async () => {
    const { org, token } = await orgWithAdmin();
    const existing = await makeStaff(t.db, org, { email: 'already@import.test' });
    const csv = toCsv([
      STAFF_HEADER,
      staffRow(1, 'Some Other School'),
      staffRow(2, org.name, { role: 'Boss' }),
      staffRow(3, org.name, { email: 'bad-address' }),
      staffRow(4, org.name, { email: existing.email }),
      staffRow(5, org.name, { email: 'twice@import.test' }),
      staffRow(6, org.name.toUpperCase(), { email: 'TWICE@import.test' }),
      staffRow(7, org.name, { username: '' }),
    ]);
    const data = (await post(org, token, '/api/import/users/validate', csv)).json().data;
    expect(data).toEqual({
      status: 'warning',
      messages: ['6 rows have errors and will not be imported.'],
      rows: 7,
      rowErrors: [
        {
          row: 2,
          field: 'service',
          message: `service: must be '${org.name}', the service you are importing into`,
        },
        { row: 3, field: 'role', message: 'role: must be Restricted or Full User' },
        { row: 4, field: 'email', message: "email: 'bad-address' is not a valid e-mail address" },
        {
          row: 5,
          field: 'email',
          message: "email: a user with e-mail 'already@import.test' already exists",
        },
        { row: 7, field: 'email', message: "email: 'twice@import.test' is also on row 6" },
        { row: 8, field: 'username', message: 'username: is required' },
      ],
    });
  });

  it('respects numAllowedUsers: rows over the limit fail with the user-limit message', async () => {
    // The admin is one user; a limit of 3 leaves room for two.
    const { org, token } = await orgWithAdmin({ numAllowedUsers: 3 });
    const csv = toCsv([STAFF_HEADER, ...[1, 2, 3, 4].map((i) => staffRow(i, org.name))]);
    const { added, results } = (await post(org, token, '/api/import/users', csv)).json().data as {
      added: number;
      results: Result[];
    };
    expect(added).toBe(2);
    const message = 'Your organisation has reached its limit of 3 users. Contact us to add more.';
    expect(results.filter((r) => !r.ok)).toEqual([
      { row: 4, ok: false, error: message },
      { row: 5, ok: false, error: message },
    ]);
    const invited = await t.db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.orgId, org.orgId), isNull(oneTimeTokens.usedAt)));
    expect(invited).toHaveLength(2);
    const again = (
      await post(org, token, '/api/import/users', toCsv([STAFF_HEADER, staffRow(9, org.name)]))
    ).json();
    expect(again.data.results).toEqual([{ row: 2, ok: false, error: message }]);
  });

  it('counts one seat per person: imported staff (an invitation each), other invitations too', async () => {
    // Limit 4: the admin, two imported staff (each a pending invitation), and one seat left,
    // which a pending invitation to someone else then takes.
    const { org, token } = await orgWithAdmin({ numAllowedUsers: 4 });
    const imported = toCsv([STAFF_HEADER, staffRow(1, org.name), staffRow(2, org.name)]);
    expect((await post(org, token, '/api/import/users', imported)).json().data.added).toBe(2);
    const roleId = (
      await t.db
        .select({ roleId: memberships.roleId })
        .from(memberships)
        .where(eq(memberships.orgId, org.orgId))
    )[0]!.roleId;
    const invite = (email: string) =>
      call(t.app, token, org.orgId, {
        method: 'POST',
        url: '/api/user/invite',
        body: { email: [email], role: roleId, organisation: org.orgId },
      });
    expect((await invite('fourth@import.test')).statusCode).toBe(200);
    expect((await invite('fifth@import.test')).json().type).toBe('userlimit');
    const message = 'Your organisation has reached its limit of 4 users. Contact us to add more.';
    const more = toCsv([STAFF_HEADER, staffRow(3, org.name)]);
    expect((await post(org, token, '/api/import/users', more)).json().data.results).toEqual([
      { row: 2, ok: false, error: message },
    ]);
  });

  it('needs userManage: 403 for a Restricted user, nothing written', async () => {
    const { org } = await orgWithAdmin();
    const standard = await makeStaff(t.db, org, { role: 'Standard' });
    const { token } = await t.tokenFor(standard.email, org.name);
    const before = await setupState(t.db);
    const csv = toCsv([STAFF_HEADER, staffRow(1, org.name)]);
    for (const url of ['/api/import/users/validate', '/api/import/users']) {
      const res = await post(org, token, url, csv);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'You do not have permission to import users' });
    }
    expect(await setupState(t.db)).toEqual(before);
  });
});
