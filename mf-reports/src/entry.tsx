import { createRemoteApp } from 'shared-ui';
import { ReportsApp } from './routes';

// single-spa lifecycles for the shell; createRemoteApp adds UiRoot and the error boundary.
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-reports',
  rootComponent: ReportsApp,
});
