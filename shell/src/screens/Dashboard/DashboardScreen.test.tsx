import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from 'shared-ui';
import { DashboardScreen } from './DashboardScreen';

let failuresLeft = 0;
jest.mock('./Dashboard', () => {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new Error('ChunkLoadError: Loading chunk 988 failed.');
  }
  return { Dashboard: () => <h1>Welcome back</h1> };
});

const renderScreen = () =>
  render(
    <ThemeProvider theme={theme}>
      <DashboardScreen />
    </ThemeProvider>,
  );

it('offers Retry when the dashboard cannot be fetched, and shows it once fetched', async () => {
  failuresLeft = 1;
  renderScreen();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The Dashboard area could not be loaded. The rest of the portal still works.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  // Loaded once, it renders at once: no spinner in between.
  renderScreen();
  expect(screen.getAllByRole('heading', { name: 'Welcome back' })).toHaveLength(2);
});
