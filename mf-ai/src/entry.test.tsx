import { screen } from '@testing-library/react';
import { signIn } from '../test/renderApp';
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
describe('mf-ai entry (single-spa lifecycles)', () => {
  it('mounts the screen for the current URL into the shell area and unmounts cleanly', async () => {
    signIn();
    window.history.pushState({}, '', '/ai/insights');
    const props = { name: 'mf_ai' } as never;

    await bootstrap(props);
    await mount(props);

    const area = document.getElementById('besmart-area');
    expect(area).toContainElement(
      await screen.findByRole('heading', { level: 1, name: 'AI Insights' }),
    );

    await unmount(props);
    expect(area).toBeEmptyDOMElement();
  });
});
