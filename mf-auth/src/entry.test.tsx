import { screen, waitFor } from '@testing-library/react';
import { bootstrap, mount, unmount } from './entry';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previous: boolean | undefined;
beforeEach(() => {
  // single-spa-react renders its own root and resolves mount after it committed: run it as a
  // browser would, outside act().
  previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
});

// The lifecycles the shell's single-spa calls: the remote renders its own router in #besmart-area.
describe('mf-auth entry (single-spa lifecycles)', () => {
  it('mounts the screen for the current URL into the shell area and unmounts cleanly', async () => {
    window.history.pushState({}, '', '/login');
    const props = { name: 'mf_auth' } as never;

    await bootstrap(props);
    await mount(props);

    const area = document.getElementById('besmart-area');
    expect(area).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to BeSmart' })).toBeVisible();
    expect(area).toContainElement(screen.getByRole('button', { name: 'Next' }));

    window.history.pushState({}, '', '/tandc');
    window.dispatchEvent(new PopStateEvent('popstate'));
    // No session: the terms screen sends the visitor to / (another area), so nothing is shown.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument(),
    );
    expect(window.location.pathname).toBe('/');

    await unmount(props);
    expect(area).toBeEmptyDOMElement();
  });
});
