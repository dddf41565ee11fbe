import { screen, waitFor } from '@testing-library/react';
import { storeLogin } from 'shared-api';
import { loginData } from 'test-kit';
import { currentLocation, renderApp } from '../../../test/renderApp';

describe('/privacy', () => {
  it('shows the privacy notice to a signed-in user', () => {
    storeLogin(loginData());
    renderApp('/privacy');

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
    expect(screen.getByText(/data controller/)).toBeVisible();
  });

  it('sends a visitor without a session to / (spec 3 §2.1)', async () => {
    renderApp('/privacy');

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Privacy notice' })).not.toBeInTheDocument();
  });
});
