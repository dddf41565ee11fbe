// Journey 22: the school's admin invites a staff member from System Users; the invitation arrives by
// e-mail, is accepted at /user/activate, and the new person signs in and appears in System Users.
import { acceptInvitation, adminUi, inviteStaff } from '../src/harness/adminSetupUi';
import { screenshot } from '../src/harness/browser';
import { DEMO } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { storedItem } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';
import { ui } from '../src/harness/ui';

const env = setupJourney({ name: '22-invite-staff' });

const NEW_STAFF = 'nia.starter@demo-school.test';
const ACCOUNT = { firstName: 'Nia', lastName: 'Starter', password: 'Willow-Harbour-Compass-73' };

journey(
  env,
  'invite, accept the mailed invitation, sign in as the new staff member',
  async () => {
    const { page: admin } = await env.open();
    await signIn(admin, env.mail, DEMO.schoolAdmin);
    await admin.goto('/users');
    await adminUi.usersTable(admin).waitFor();
    await screenshot(admin, 'system-users');

    const mark = env.mail.mark();
    await admin.goto('/users');
    await inviteStaff(admin, NEW_STAFF, 'Restricted User');
    const link = await env.mail.readLink(NEW_STAFF, '/user/activate?token=', { after: mark });
    expect(new URL(link).origin).toBe(env.portal.url);

    // The invited person, in a browser of their own.
    const { page: invitee } = await env.open();
    await invitee.goto(link);
    await invitee.getByText(NEW_STAFF).first().waitFor();
    await screenshot(invitee, 'accept-invitation');
    await acceptInvitation(invitee, link, ACCOUNT);

    await signIn(invitee, env.mail, NEW_STAFF, ACCOUNT.password);
    await ui.collaboratingHeading(invitee).waitFor();
    const details = await storedItem<{ email: string; firstName: string }>(invitee, 'userDetails');
    expect(details).toMatchObject({ email: NEW_STAFF, firstName: 'Nia' });
    const org = await storedItem<{ name: string }>(invitee, 'activeOrg');
    expect(org?.name).toBe('Demo School');
    // A Restricted User: no System Users or Service Setup in the menu.
    expect(await ui.menuItem(invitee, 'System Users').count()).toBe(0);
    await screenshot(invitee, 'invited-staff-dashboard');

    // The admin now sees them, with their chosen names, in System Users.
    await admin.goto('/users');
    const row = adminUi.usersTable(admin).getByRole('row', { name: /Nia Starter/ });
    await row.waitFor();
    expect(await row.innerText()).toContain(NEW_STAFF);
    await screenshot(admin, 'system-users-after-invite');

    // Edit: a job title is required for existing staff; the role select shows their role.
    await row.getByRole('link', { name: 'Edit Nia Starter' }).click();
    await admin.waitForURL((url) => /^\/user\/\d+\/edit$/.test(url.pathname));
    const form = admin.getByRole('form', { name: 'Edit User' });
    await form.getByRole('textbox', { name: 'First name' }).waitFor();
    expect(await form.getByRole('combobox', { name: 'Role' }).inputValue()).not.toBe('');
    await form.getByRole('textbox', { name: 'Job title' }).fill('Teaching Assistant');
    await screenshot(admin, 'user-edit');
    await adminUi.button(admin, 'Save').click();
    await adminUi.text(admin, 'User updated successfully').waitFor();
    await admin.waitForURL((url) => url.pathname === '/users');

    // The link is single use.
    const again = await fetch(
      `${env.portal.url}/api/user/activate?token=${new URL(link).searchParams.get('token')}`,
    );
    expect(again.status).toBeGreaterThanOrEqual(400);
    env.expectNoProblems();
  },
  180_000,
);
