import { screen, waitFor, within } from '@testing-library/react';
import { loginData } from 'test-kit';
import { currentLocation, renderApp, signIn, signInStaff } from '../../../test/renderApp';

const SIX = [
  'Global Incident Report',
  'Intervention Report',
  'Involvement Report',
  'Injuries Report',
  'Log Report',
  'Clicker Report',
];

const cards = () =>
  within(screen.getByRole('list', { name: 'Reports' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('/reports', () => {
  it('shows the six cards, each opening its search', async () => {
    signIn();
    renderApp('/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(cards()).toEqual(SIX);
    expect(screen.getByRole('link', { name: /Global Incident Report/ })).toHaveAttribute(
      'href',
      '/incident/report/search',
    );
    expect(screen.getByRole('link', { name: /Injuries Report/ })).toHaveAttribute(
      'href',
      '/medicalIntervention/report/search',
    );
  });

  it('adds the seventh card only with enablePILExtras', async () => {
    const base = loginData();
    signIn({ activeOrg: { ...base.activeOrg, enablePILExtras: true } });
    renderApp('/reports');
    await screen.findByRole('heading', { level: 1, name: 'Analytics' });
    expect(cards()).toEqual([...SIX, 'Discriminatory, Prejudiced and other Behaviour']);
    expect(screen.getByText('Suspensions & Permanent Exclusions')).toBeInTheDocument();
  });

  it('sends a lead of an organisation without PIL extras from the extras routes to /reports', async () => {
    signIn();
    renderApp('/incidentreportExtras/report/search');
    await waitFor(() => expect(currentLocation()).toBe('/reports'));
  });

  it('sends staff who are not leads to /dashboard', async () => {
    signInStaff();
    renderApp('/reports');
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
  });
});
