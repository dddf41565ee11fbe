import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../test/render';
import { AreaUnavailable } from './AreaUnavailable';
import { CounterTile } from './CounterTile';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { Spinner } from './Spinner';

it('AreaUnavailable explains and retries', () => {
  const onRetry = jest.fn();
  renderUi(<AreaUnavailable area="Incidents" onRetry={onRetry} />);
  expect(screen.getByRole('heading', { name: 'This area is unavailable' })).toBeInTheDocument();
  expect(
    screen.getByText('The Incidents area could not be loaded. The rest of the portal still works.'),
  ).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalled();
});

it('PageHeader renders the title and a breadcrumb of links', () => {
  renderUi(
    <PageHeader
      title="System Users"
      breadcrumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'System Users' }]}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'System Users' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(nav.querySelector('a')).toHaveAttribute('href', '/dashboard');
});

it('Spinner announces its label; EmptyState and CounterTile show their text', () => {
  renderUi(
    <>
      <Spinner label="Signing you in..." />
      <EmptyState message="No incidents to display" />
      <CounterTile label="Incidents" value={1234} to="/incident/search" />
      <CounterTile label="Smart Plans" value={undefined} />
    </>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Signing you in...');
  expect(screen.getByText('No incidents to display')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /1,234\s*Incidents/ })).toHaveAttribute(
    'href',
    '/incident/search',
  );
  expect(screen.getByText('–')).toBeInTheDocument();
});

it('PasswordStrengthMeter shows the level in its colour beside a label in the text colour', async () => {
  const swatch = (label: HTMLElement) =>
    label.parentElement!.querySelector<HTMLElement>('[data-colour]')!;
  const { rerender } = renderUi(<PasswordStrengthMeter password="password" />);
  const weak = await screen.findByText('Password strength: Insecure');
  expect(weak.style.color).toBe('');
  expect(swatch(weak).style.background).toBe('red');
  rerender(<PasswordStrengthMeter password="BeSmart-Demo-2026!" />);
  expect(swatch(await screen.findByText('Password strength: Strong')).style.background).toBe(
    'green',
  );
});
