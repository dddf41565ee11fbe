import { createRemoteApp } from 'shared-ui';
import { AuthApp } from './routes';

// single-spa lifecycles for the shell; createRemoteApp adds UiRoot and the error boundary.
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-auth',
  rootComponent: AuthApp,
});
