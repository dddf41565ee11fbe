import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startPortal } from './remotes/portal';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render is flushed so #besmart-area exists before single-spa mounts a remote into it.
const root = createRoot(container);
flushSync(() => root.render(<App />));
void startPortal();
