import { createRemoteApp } from 'shared-ui';
import { AiApp } from './routes';

// single-spa lifecycles for the shell; createRemoteApp adds UiRoot and the error boundary.
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: 'mf-ai',
  rootComponent: AiApp,
});
