import { createRemoteApp } from 'shared-ui';
import { SmartPlansApp } from './routes';

// single-spa lifecycles for the shell; createRemoteApp adds UiRoot and the error boundary.
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-smartplans',
  rootComponent: SmartPlansApp,
});
