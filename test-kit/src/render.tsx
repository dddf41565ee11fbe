import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DialogHost, Toaster, UiRoot } from 'shared-ui';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** A remote's routes at `path`, with the shell's toaster and dialog host, as the user sees them. */
export function renderRoutes(routes: ReactNode, path: string) {
  const user = userEvent.setup();
  const view = render(
    <UiRoot>
      <Toaster />
      <DialogHost />
      <MemoryRouter initialEntries={[path]}>
        {routes}
        <LocationProbe />
      </MemoryRouter>
    </UiRoot>,
  );
  return { user, ...view };
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** Toast texts currently shown, in order (the Toaster renders role alert/status items). */
export function toastTexts(): string[] {
  const region = screen.getByLabelText('Notifications');
  return Array.from(region.querySelectorAll('[data-type]')).map((item) => {
    const message = item.querySelector('p');
    return `${item.getAttribute('data-type')}: ${message?.textContent ?? ''}`;
  });
}
