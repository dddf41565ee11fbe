import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, toastTexts, type TestServer } from 'test-kit';
import {
  AMIR_KEY_CONTACTS,
  lastWhere,
  list,
  orgSettings,
  renderAdmin,
  signIn,
} from '../../components/testSupport';

let server: TestServer;
let memberships: { id: number; usergroup: number; user: number; name: string }[];
let groups: { id: number; name: string }[];

beforeEach(async () => {
  server = await startTestServer();
  memberships = [];
  groups = [
    { id: 1, name: 'Nurture Group' },
    { id: 2, name: 'Football Club' },
  ];
  server.on('GET /api/user/5', {
    body: {
      data: {
        id: 5,
        firstName: 'Amir',
        lastName: 'Khan',
        reference: 'L1',
        createdAt: '2026-01-01',
      },
    },
  });
  server.on('GET /api/organisationtag', orgSettings({}));
  server.on('GET /api/usertag', list([]));
  server.on('GET /api/usergroup', () => list(groups));
  server.on('GET /api/usergroupmember', () => list(memberships));
});
afterEach(() => server.close());

async function openTab(name: string, permissions?: string[]) {
  signIn(permissions ? { admin: false, permissions } : {});
  const view = renderAdmin('/serviceuser/5/edit');
  await screen.findByDisplayValue('Amir');
  await view.user.click(screen.getByRole('tab', { name }));
  return view;
}

describe('Groups tab', () => {
  it('shows no membership, adds to an existing group and removes again', async () => {
    server.on('POST /api/usergroupmember', (req) => {
      const { usergroup, user } = (req.body as { data: { usergroup: number; user: number } }).data;
      memberships.push({
        id: 40,
        usergroup,
        user,
        name: groups.find((g) => g.id === usergroup)!.name,
      });
      return { body: { data: { id: 40 } } };
    });
    server.on('DELETE /api/usergroupmember/40', () => {
      memberships = [];
      return { body: { data: { success: true } } };
    });
    const { user } = await openTab('Groups');
    expect(await screen.findByText('Not a member of a group')).toBeVisible();
    expect(lastWhere(server, 'GET /api/usergroupmember')).toEqual({ user: 5 });
    expect(server.callsTo('GET /api/usergroupmember')[0]?.query.limit).toBe('20');

    const addButton = screen.getByRole('button', { name: 'Add to Group' });
    expect(addButton).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Add to an existing group'), 'Football Club');
    await user.click(addButton);
    await waitFor(() => expect(toastTexts()).toEqual(['success: Group added']));
    expect(server.callsTo('POST /api/usergroupmember')[0]?.body).toEqual({
      data: { usergroup: 2, user: 5 },
    });
    const listed = await screen.findByRole('list', { name: 'Groups' });
    expect(within(listed).getByText('Football Club')).toBeVisible();
    // A group the person is in is no longer offered.
    expect(
      within(screen.getByLabelText('Add to an existing group')).queryByText('Football Club'),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove from Football Club' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Removed from group'));
    expect(await screen.findByText('Not a member of a group')).toBeVisible();
  });

  it('creates a group (name required) and puts the person in it', async () => {
    server.on('POST /api/usergroup', (req) => {
      const { name } = (req.body as { data: { name: string } }).data;
      groups.push({ id: 3, name });
      return { body: { data: [{ id: 3, name }] } };
    });
    server.on('POST /api/usergroupmember', () => {
      memberships.push({ id: 41, usergroup: 3, user: 5, name: 'Art Club' });
      return { body: { data: { id: 41 } } };
    });
    const { user } = await openTab('Groups');
    await screen.findByText('Not a member of a group');

    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
    expect(server.callsTo('POST /api/usergroup')).toHaveLength(0);

    await user.type(screen.getByLabelText('New group name'), '  Art Club ');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Group added']));
    expect(server.callsTo('POST /api/usergroup')[0]?.body).toEqual({
      data: { name: 'Art Club', organisation: 7 },
    });
    expect(server.callsTo('POST /api/usergroupmember')[0]?.body).toEqual({
      data: { usergroup: 3, user: 5 },
    });
    expect(
      await within(await screen.findByRole('list', { name: 'Groups' })).findByText('Art Club'),
    ).toBeVisible();
  });
});

describe('Key Contacts tab', () => {
  it('adds contacts locally (first name, last name and e-mail needed) and saves them on Save', async () => {
    server.on('GET /api/usertag', (req) =>
      JSON.parse(req.query.where ?? '{}').key === 'keycontacts'
        ? list([AMIR_KEY_CONTACTS])
        : list([]),
    );
    server.on('PUT /api/usertag', { body: { data: [], page: { total: 1 } } });
    const { user } = await openTab('Key Contacts');
    expect(await screen.findByText('Nadia Khan')).toBeVisible();

    const add = screen.getByRole('button', { name: 'Add Contact' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await user.type(screen.getByLabelText('First Name'), 'Omar');
    await user.type(screen.getByLabelText('Last Name'), 'Khan');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'omar@example.test');
    expect(add).toBeEnabled();
    await user.type(screen.getByLabelText('Role'), 'Father');
    await user.click(add);
    expect(screen.getByText('Omar Khan')).toBeVisible();
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(server.callsTo('PUT /api/usertag')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Nadia Khan' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Key Contacts added']));
    const body = server.callsTo('PUT /api/usertag')[0]?.body as {
      data: { user: number; type: string; key: string; value: string }[];
    };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ user: 5, type: 'keycontacts', key: 'keycontacts' });
    expect(JSON.parse(body.data[0]!.value)).toEqual([
      {
        firstName: 'Omar',
        lastName: 'Khan',
        role: 'Father',
        email: 'omar@example.test',
        phone: '',
      },
    ]);
  });
});

describe('Logs and Clickers tabs', () => {
  it('lists logs with their concern and date, deletes after confirmation', async () => {
    let logs = [
      { id: 31, subType: null, createdAt: '2026-02-01T10:00:00.000Z' },
      { id: 30, subType: null, createdAt: '2026-01-01T10:00:00.000Z' },
    ];
    server.on('GET /api/formsubmission', () => list(logs));
    server.on(
      'GET /api/formresponse',
      list([
        {
          id: 1,
          submission: 31,
          questionKey: 'concern',
          response: 'Shouted in class',
          responseType: 'string',
        },
        {
          id: 2,
          submission: 31,
          questionKey: 'concernDate',
          response: '2026-02-03',
          responseType: 'date',
        },
        {
          id: 3,
          submission: 30,
          questionKey: 'concernDate',
          response: '2026-01-05',
          responseType: 'date',
        },
      ]),
    );
    server.on('PATCH /api/formsubmission/31', () => {
      logs = logs.filter((l) => l.id !== 31);
      return { body: { data: { id: 31, status: 'Archived' } } };
    });
    const { user } = await openTab('Logs');
    expect(await screen.findByText('Shouted in class')).toBeVisible();
    expect(screen.getByText('03/02/2026')).toBeVisible();
    expect(screen.getByText('No concern recorded')).toBeVisible();
    expect(screen.getByText('05/01/2026')).toBeVisible();
    const call = server.callsTo('GET /api/formsubmission')[0]!;
    expect(JSON.parse(call.query.where!)).toEqual({
      subject: 5,
      type: 'concern',
      status: 'Published',
      current: true,
    });
    expect(call.query).toMatchObject({ limit: '300', sort: 'id DESC' });
    expect(lastWhere(server, 'GET /api/formresponse')).toEqual({ submission: [31, 30] });

    await user.click(screen.getByRole('button', { name: 'Delete Shouted in class, 03/02/2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Shouted in class')).toBeNull());
    expect(server.callsTo('PATCH /api/formsubmission/31')[0]?.body).toEqual({ status: 'Archived' });
  });

  it('shows the empty texts', async () => {
    server.on('GET /api/formsubmission', list([]));
    const { user } = await openTab('Logs');
    expect(await screen.findByText('No Logs available')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Clickers' }));
    expect(await screen.findByText('No Clickers available')).toBeVisible();
  });

  it('lists clickers by behaviour and date', async () => {
    server.on(
      'GET /api/formsubmission',
      list([{ id: 50, subType: 'Kind Act', createdAt: '2026-03-09T08:00:00.000Z' }]),
    );
    await openTab('Clickers');
    expect(await screen.findByText('Kind Act')).toBeVisible();
    expect(screen.getByText('09/03/2026')).toBeVisible();
    expect(JSON.parse(server.callsTo('GET /api/formsubmission')[0]!.query.where!)).toMatchObject({
      type: 'clicker',
    });
    expect(server.callsTo('GET /api/formresponse')).toHaveLength(0);
  });

  it('exports the clickers as CSV, newest first, formula cells neutralised, and prints', async () => {
    server.on(
      'GET /api/formsubmission',
      list([
        { id: 50, subType: 'Kind Act', createdAt: '2026-03-09T08:00:00.000Z' },
        { id: 51, subType: '=cmd()', createdAt: '2026-04-01T08:00:00.000Z' },
      ]),
    );
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:clickers-1';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openTab('Clickers');
    expect(await screen.findByText('Kind Act')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^BeSmart - Clickers - Amir Khan - \d\d-\d\d-\d{4}\.csv$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    const lines = text.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('"Date","Time","Behaviour"');
    expect(lines[1]).toMatch(/^"01\/04\/2026","\d\d:\d\d","'=cmd\(\)"$/);
    expect(lines[2]).toMatch(/^"09\/03\/2026","\d\d:\d\d","Kind Act"$/);
    expect(lines).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    click.mockRestore();
    print.mockRestore();
  });

  it('offers no export while there are no clickers', async () => {
    server.on('GET /api/formsubmission', list([]));
    await openTab('Clickers');
    expect(await screen.findByText('No Clickers available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

describe('Access tab', () => {
  it('grants a chosen staff member and revokes again', async () => {
    const staff = [
      { id: 21, firstName: 'Sam', lastName: 'Turner', email: 'staff@demo-school.test' },
      { id: 22, firstName: 'Lauren', lastName: 'Fisher', email: 'lead@demo-school.test' },
    ];
    let granted: typeof staff = [];
    server.on('GET /api/user/5/directaccess', () =>
      list(staff.filter((s) => !granted.includes(s))),
    );
    server.on('GET /api/user/5/directaccess/grants', () => list(granted));
    server.on('POST /api/user/5/directaccess', () => {
      granted = [staff[0]!];
      return { body: { data: { success: true } } };
    });
    server.on('DELETE /api/user/5/directaccess', () => {
      granted = [];
      return { body: { data: { success: true } } };
    });
    const { user } = await openTab('Access', ['studentGrantDirectAccess']);
    expect(await screen.findByText('No granted staff yet')).toBeVisible();
    const grant = screen.getByRole('button', { name: 'Grant Access' });
    expect(grant).toBeDisabled();

    // A type-ahead picker: typing narrows the staff, Enter chooses, a chip shows the choice.
    const picker = screen.getByRole('combobox', { name: /Staff members/ });
    await user.type(picker, 'tur');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Sam Turner')]);
    await user.keyboard('{Enter}');
    expect(grant).toBeEnabled();
    await user.click(grant);
    const withAccess = await screen.findByRole('list', { name: 'Staff with access' });
    expect(within(withAccess).getByText('Sam Turner (staff@demo-school.test)')).toBeVisible();
    expect(server.callsTo('POST /api/user/5/directaccess')[0]?.body).toEqual({
      data: [{ userGrantedAccess: 21 }],
      organisation: 7,
    });
    // Granted staff are no longer offered.
    await user.type(screen.getByRole('combobox', { name: /Staff members/ }), 'sam');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Sam Turner/ })).toBeNull());
    await user.clear(screen.getByRole('combobox', { name: /Staff members/ }));

    await user.click(screen.getByRole('button', { name: 'Revoke access of Sam Turner' }));
    expect(await screen.findByText('No granted staff yet')).toBeVisible();
    expect(server.callsTo('DELETE /api/user/5/directaccess')[0]?.body).toEqual({
      data: [{ userGrantedAccess: 21 }],
      organisation: 7,
    });
    await user.type(screen.getByRole('combobox', { name: /Staff members/ }), 'sam');
    expect(await screen.findByRole('option', { name: /Sam Turner/ })).toBeVisible();
  });

  it('grants several staff members in one call', async () => {
    const staff = Array.from({ length: 2000 }, (_, i) => ({
      id: 100 + i,
      firstName: `First${i}`,
      lastName: i % 2 ? 'Odd' : 'Even',
      email: `s${i}@demo-school.test`,
    }));
    server.on('GET /api/user/5/directaccess', () => list(staff));
    server.on('GET /api/user/5/directaccess/grants', () => list([]));
    server.on('POST /api/user/5/directaccess', () => ({ body: { data: { success: true } } }));
    const { user } = await openTab('Access', ['studentGrantDirectAccess']);
    const picker = await screen.findByRole('combobox', { name: /Staff members/ });
    await user.type(picker, 'First1999');
    await user.keyboard('{Enter}');
    await user.type(picker, 'First7 Odd');
    await user.click(await screen.findByRole('option', { name: /First7 Odd/ }));
    await user.click(screen.getByRole('button', { name: 'Grant Access' }));
    await waitFor(() => expect(server.callsTo('POST /api/user/5/directaccess')).toHaveLength(1));
    expect(server.callsTo('POST /api/user/5/directaccess')[0]?.body).toEqual({
      data: [{ userGrantedAccess: 2099 }, { userGrantedAccess: 107 }],
      organisation: 7,
    });
  });
});
