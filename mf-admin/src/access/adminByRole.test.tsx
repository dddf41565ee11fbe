import { screen, within } from '@testing-library/react';
import { FULL_USER_PERMISSIONS, RESTRICTED_USER_PERMISSIONS } from 'shared-api';
import { startTestServer, type TestServer } from 'test-kit';
import { list, orgSettings, renderAdmin, signIn } from '../components/testSupport';
import { ADMIN_ACTIONS, mayTake, refusalOf, type AdminAction } from './adminActions';
import { OWN_ACCOUNT_DELETE, OWN_ACCOUNT_RESET, ORG_ADMIN_DELETE } from './staffAccount';

// The roles of the demo organisations: the organisation's admin (every permission), a Full User
// (role 'Admin', every permission by its role), a Restricted User (role 'Standard') and a member
// whose custom role manages service users only.
const ROLES: Record<string, { admin: boolean; permissions: string[] }> = {
  orgAdmin: { admin: true, permissions: [] },
  fullUser: { admin: false, permissions: [...FULL_USER_PERMISSIONS] },
  restricted: { admin: false, permissions: [...RESTRICTED_USER_PERMISSIONS] },
  serviceUsersOnly: { admin: false, permissions: ['serviceUserManage'] },
};
type RoleName = 'orgAdmin' | 'fullUser' | 'restricted' | 'serviceUsersOnly';

const ME = 12; // test-kit's signed-in user
const ORG_ADMIN = 11; // test-kit's organisation admin

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  server.on('GET /api/user', (req) =>
    req.query.type === 'user'
      ? list([
          { id: ME, firstName: 'Lee', lastName: 'Lead', email: 'lead@demo-school.test' },
          { id: ORG_ADMIN, firstName: 'Ola', lastName: 'Admin', email: 'ola@demo-school.test' },
          { id: 21, firstName: 'Ada', lastName: 'Staff', email: 'ada@demo-school.test' },
        ])
      : list([{ id: 5, firstName: 'Amir', lastName: 'Khan', reference: 'L1' }]),
  );
  server.on('GET /api/usertag', list([]));
  server.on('GET /api/organisationtag', orgSettings({}));
  server.on('GET /api/content', list([{ id: 3, title: 'Calm corner', type: 'Article' }]));
  server.on('GET /api/role', list([{ id: 1, title: 'Admin', createdAt: '2026-01-01' }]));
});
afterEach(() => server.close());

function signInAs(role: RoleName) {
  signIn(ROLES[role]!);
}

describe('the action table', () => {
  it('gives a Restricted User only what its role holds on the server', () => {
    const restricted = {
      isOrgAdmin: false,
      isGlobalAdmin: false,
      permissions: [...RESTRICTED_USER_PERMISSIONS],
    };
    const allowed = (Object.keys(ADMIN_ACTIONS) as AdminAction[]).filter((a) =>
      mayTake(restricted, a),
    );
    expect(allowed).toEqual(['editKeyContacts']);
    const full = {
      isOrgAdmin: false,
      isGlobalAdmin: false,
      permissions: [...FULL_USER_PERMISSIONS],
    };
    const notFull = (Object.keys(ADMIN_ACTIONS) as AdminAction[]).filter((a) => !mayTake(full, a));
    expect(notFull).toEqual(['manageServices', 'readOutbox']);
    expect(refusalOf('deleteServiceUser')).toBe(
      'You do not have permission to delete service users',
    );
    expect(refusalOf('readOutbox')).toBe('Only global administrators can read the outbox');
  });
});

describe.each(['orgAdmin', 'fullUser', 'restricted', 'serviceUsersOnly'] as RoleName[])(
  'as %s',
  (role) => {
    const manageServiceUsers = role !== 'restricted';
    const manageStaff = role === 'orgAdmin' || role === 'fullUser';

    it('the directory offers Add, Bulk Upload and Delete only with serviceUserManage', async () => {
      signInAs(role);
      renderAdmin('/serviceusers');
      const row = (await screen.findByText('Amir Khan')).closest('tr')!;
      expect(within(row).getByRole('link', { name: 'View profile of Amir Khan' })).toBeVisible();
      expect(within(row).queryByRole('button', { name: 'Delete Amir Khan' }) !== null).toBe(
        manageServiceUsers,
      );
      expect(screen.queryByRole('link', { name: 'Bulk Upload' }) !== null).toBe(manageServiceUsers);
      expect(screen.queryByRole('link', { name: 'Add Service User' }) !== null).toBe(
        manageServiceUsers,
      );
    });

    it('System Users shows e-mails and actions only with userManage, never Delete of yourself', async () => {
      signInAs(role);
      renderAdmin('/users');
      const ada = (await screen.findByText('Ada Staff')).closest('tr')!;
      const call = server.callsTo('GET /api/user')[0]!;
      expect(call.query.fields!.split(',').includes('email')).toBe(manageStaff);
      expect(screen.queryByRole('columnheader', { name: /E-mail/ }) !== null).toBe(manageStaff);
      expect(screen.queryByRole('button', { name: 'Add User' }) !== null).toBe(manageStaff);
      expect(screen.queryByRole('button', { name: 'Bulk Upload' }) !== null).toBe(manageStaff);
      expect(within(ada).queryByRole('button', { name: 'Delete Ada Staff' }) !== null).toBe(
        manageStaff,
      );
      const me = screen.getByText('Lee Lead').closest('tr')!;
      const orgAdmin = screen.getByText('Ola Admin').closest('tr')!;
      expect(within(me).queryByRole('button', { name: /Delete|Reset/ })).toBeNull();
      expect(within(orgAdmin).queryByRole('button', { name: 'Delete Ola Admin' })).toBeNull();
    });

    it('content opens in its read view; Add Content and editing need serviceSetupManage', async () => {
      signInAs(role);
      renderAdmin('/content');
      expect(await screen.findByRole('link', { name: 'Calm corner' })).toHaveAttribute(
        'href',
        '/content/3/view',
      );
      const manageContent = role === 'orgAdmin' || role === 'fullUser';
      expect(screen.queryByRole('button', { name: 'Add Content' }) !== null).toBe(manageContent);
    });
  },
);

describe('own account and the organisation admin', () => {
  beforeEach(() => {
    for (const [id, firstName] of [
      [ME, 'Lee'],
      [ORG_ADMIN, 'Ola'],
      [21, 'Ada'],
    ] as const) {
      server.on(`GET /api/user/${id}`, {
        body: {
          data: { id, firstName, lastName: 'X', email: 'x@demo-school.test', jobTitle: 'Teacher' },
        },
      });
      server.on(`GET /api/user/${id}/role`, list([{ id: 1, title: 'Admin', organisation: 7 }]));
    }
  });

  it('an administrator sees no Reset Password or Delete User on their own account, with why', async () => {
    signInAs('orgAdmin');
    renderAdmin(`/user/${ME}/edit`);
    expect(await screen.findByText(OWN_ACCOUNT_DELETE)).toBeVisible();
    expect(screen.getByText(OWN_ACCOUNT_RESET)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete User' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  });

  it("the organisation's administrator can have a reset mail but cannot be deleted", async () => {
    signInAs('fullUser');
    renderAdmin(`/user/${ORG_ADMIN}/edit`);
    expect(await screen.findByText(ORG_ADMIN_DELETE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete User' })).toBeNull();
  });

  it('a Restricted User opening a staff, role or content edit address is told why, nothing is asked', async () => {
    signInAs('restricted');
    const { unmount } = renderAdmin('/user/21/edit');
    expect(await screen.findByText('You do not have permission to edit users')).toBeVisible();
    expect(server.callsTo('GET /api/user/21')).toHaveLength(0);
    unmount();
    const role = renderAdmin('/role/1/edit');
    expect(await screen.findByText('You do not have permission to change roles')).toBeVisible();
    role.unmount();
    renderAdmin('/content/3/edit');
    expect(await screen.findByText('You do not have permission to change content')).toBeVisible();
  });
});
