// The bench baseline: a bare React 19 page (no Module Federation, no router, no styling library).
import { createElement, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return createElement(
    'main',
    null,
    createElement('h1', { id: ready ? 'ready' : undefined }, 'Hello'),
  );
}

createRoot(document.getElementById('root')).render(createElement(App));
