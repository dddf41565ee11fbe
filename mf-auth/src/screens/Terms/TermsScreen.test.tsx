import { screen, waitFor } from '@testing-library/react';
import { storeLogin } from 'shared-api';
import { loginData } from 'test-kit';
import { currentLocation, renderApp } from '../../../test/renderApp';

describe('/tandc', () => {
  it('shows the terms of use to a signed-in user', () => {
    storeLogin(loginData());
    renderApp('/tandc');

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '5. Acceptable use' })).toBeVisible();
  });

  it('sends a visitor without a session to / (spec 3 §2.1)', async () => {
    renderApp('/tandc');

    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});
