// Journey 20: the school admin creates a service user, adds groups and two key contacts, sets the
// year group, and finds all of it on the profile and in the directory.
import { addKeyContact, people, waitForEditUrl } from '../src/harness/adminPeopleUi';
import { screenshot } from '../src/harness/browser';
import { DEMO } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { signIn } from '../src/harness/signIn';
import { choosePerson } from '../src/harness/incidentWizard';

const env = setupJourney({ name: '20-service-users' });

const CONTACTS = [
  {
    firstName: 'Grace',
    lastName: 'Okafor',
    role: 'Mother',
    email: 'grace.okafor@example.test',
    phone: '01632 960111',
  },
  {
    firstName: 'Daniel',
    lastName: 'Okafor',
    role: 'Father',
    email: 'daniel.okafor@example.test',
    phone: '01632 960222',
  },
];

journey(
  env,
  'create a service user with a group and two key contacts, see them on the profile',
  async () => {
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.schoolAdmin);
    await page.goto('/serviceusers');
    await people.directoryRows(page).first().waitFor();
    await screenshot(page, 'directory');

    await people.link(page, 'Add Service User').click();
    await page.waitForURL('**/serviceuser/new/edit');
    for (const name of ['Groups', 'Key Contacts', 'Logs', 'Clickers', 'Access']) {
      expect(await people.tab(page, name).isDisabled()).toBe(true);
    }
    await people.field(page, /^First Name/).fill('Robin');
    await people.field(page, /^Last Name/).fill('Okafor');
    await people.field(page, 'Learner Number').fill('E2E-0001');
    await people.field(page, /^Date of Birth/).fill('14/05/2014');
    await people.field(page, 'Gender').selectOption('female');
    await people.field(page, 'Ethnicity').selectOption('black');
    await people.button(page, 'Save').click();

    const id = await waitForEditUrl(page);
    await people.toast(page, 'Service User created. Please add Groups and Key Contacts.').waitFor();
    // The tabs enable once the new record has loaded: wait for it (a trial click waits until the
    // tab is enabled) rather than reading the state at the instant the toast shows.
    await people.tab(page, 'Groups').click({ trial: true });
    expect(await people.tab(page, 'Groups').isEnabled()).toBe(true);

    // Year group from the school's academic years.
    await people.field(page, 'Year Group').selectOption('Year 8');
    await people.button(page, 'Save Year Group').click();
    await people.toast(page, 'Year Group updated').waitFor();
    await page.getByText('Current year group: Year 8').waitFor();
    await screenshot(page, 'service-user-details');

    // Groups: one existing, one new.
    await people.tab(page, 'Groups').click();
    await page.getByText('Not a member of a group').waitFor();
    await people.field(page, 'Add to an existing group').selectOption({ label: 'Football Club' });
    await people.button(page, 'Add to Group').click();
    await people.toast(page, 'Group added').waitFor();
    await people.field(page, 'New group name').fill('E2E Drama Club');
    await people.button(page, 'Create Group').click();
    const groups = page.getByRole('list', { name: 'Groups' });
    await groups.getByText('E2E Drama Club').waitFor();
    await groups.getByText('Football Club').waitFor();
    await screenshot(page, 'service-user-groups');

    // Key contacts: local until Save.
    await people.tab(page, 'Key Contacts').click();
    for (const contact of CONTACTS) await addKeyContact(page, contact);
    await people.button(page, 'Save').click();
    await people.toast(page, 'Key Contacts added').waitFor();
    await screenshot(page, 'service-user-key-contacts');

    // Logs and Clickers: a new person has none.
    await people.tab(page, 'Logs').click();
    await page.getByText('No Logs available').waitFor();
    await people.tab(page, 'Clickers').click();
    await page.getByText('No Clickers available').waitFor();

    // Access: grant a staff member, then revoke again.
    await people.tab(page, 'Access').click();
    await page.getByText('No granted staff yet').waitFor();
    const staffLabel = 'Sam Turner (staff@demo-school.test)';
    await choosePerson(page, /^Staff members/, 'Sam Turner');
    await people.button(page, 'Grant Access').click();
    await page.getByRole('list', { name: 'Staff with access' }).getByText(staffLabel).waitFor();
    await screenshot(page, 'service-user-access');
    await people.button(page, 'Revoke access of Sam Turner').click();
    await page.getByText('No granted staff yet').waitFor();

    // The profile shows what was saved (a fresh load, nothing from the edit screen's memory).
    await page.goto(`/serviceuser/${id}/profile`);
    const main = people.main(page);
    await main.getByRole('heading', { name: 'Robin Okafor', level: 1 }).waitFor();
    await main.getByText('E2E-0001').first().waitFor();
    await main.getByText('Female', { exact: true }).waitFor();
    await main.getByText('Black', { exact: true }).waitFor();
    const contacts = main.getByRole('list', { name: 'Key contacts' });
    for (const contact of CONTACTS) {
      await contacts.getByText(`${contact.firstName} ${contact.lastName}`).waitFor();
      await contacts.getByText(contact.email).waitFor();
    }
    await main.getByText('No Action Log details available').waitFor();
    expect(await people.link(page, 'Edit Profile').getAttribute('href')).toBe(
      `/serviceuser/${id}/edit`,
    );
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'service-user-profile');

    // The groups survive a reload of the edit screen.
    await page.goto(`/serviceuser/${id}/edit`);
    await people.tab(page, 'Groups').click();
    await page.getByRole('list', { name: 'Groups' }).getByText('E2E Drama Club').waitFor();

    // The directory lists the person with the year group.
    await page.goto('/serviceusers');
    await people.directorySearch(page).fill('E2E-0001');
    const rows = people.directoryRows(page);
    await rows.first().getByText('Robin Okafor').waitFor();
    expect(await rows.count()).toBe(1);
    await rows.first().getByText('Year 8').waitFor();
    env.expectNoProblems();
  },
);
