import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { areaLabelFrom } from './areaLabels';
import { createRemoteApp } from './createRemoteApp';

const props = (name: string) => ({ name, singleSpa: {}, mountParcel: jest.fn() }) as never;

type App = ReturnType<typeof createRemoteApp>;

/**
 * single-spa-react resolves mount only after React has committed, which act() holds back until
 * its callback returns: start the lifecycle inside act, await it after.
 */
async function lifecycle(app: App, step: 'mount' | 'unmount', name: string) {
  let pending: Promise<unknown> = Promise.resolve();
  if (step === 'mount') await app.bootstrap(props(name));
  await act(async () => {
    pending = app[step](props(name));
  });
  await pending;
}

let shouldCrash = false;

function Screen() {
  const [count, setCount] = useState(0);
  if (shouldCrash) throw new Error('boom');
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Clicked {count}
    </button>
  );
}

beforeEach(() => {
  document.body.innerHTML = '';
  shouldCrash = false;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

it('mounts into #besmart-area (created when absent) and unmounts cleanly', async () => {
  const app = createRemoteApp({ name: 'mf-incidents', rootComponent: Screen });
  await lifecycle(app, 'mount', 'mf-incidents');
  const area = document.getElementById('besmart-area');
  expect(area).not.toBeNull();
  expect(area).toContainElement(screen.getByRole('button', { name: 'Clicked 0' }));
  fireEvent.click(screen.getByRole('button'));
  expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  await lifecycle(app, 'unmount', 'mf-incidents');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('uses the shell area element when it exists', async () => {
  const shellArea = document.createElement('div');
  shellArea.id = 'besmart-area';
  document.body.appendChild(shellArea);
  const app = createRemoteApp({ name: 'mf-admin', rootComponent: Screen });
  await lifecycle(app, 'mount', 'mf-admin');
  expect(document.querySelectorAll('#besmart-area')).toHaveLength(1);
  expect(shellArea).toContainElement(screen.getByRole('button'));
  await lifecycle(app, 'unmount', 'mf-admin');
});

it('shows AreaUnavailable when the area crashes, and Retry renders it again', async () => {
  shouldCrash = true;
  const app = createRemoteApp({ name: 'mf-reports', rootComponent: Screen });
  await lifecycle(app, 'mount', 'mf-reports');
  expect(screen.getByRole('heading', { name: 'This area is unavailable' })).toBeInTheDocument();
  expect(screen.getByText(/The Analytics area could not be loaded/)).toBeInTheDocument();
  shouldCrash = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
  await lifecycle(app, 'unmount', 'mf-reports');
});

it('names areas as the shell does, by package or federation name, with a fallback', () => {
  expect(areaLabelFrom('mf-incidents')).toBe('Incidents');
  expect(areaLabelFrom('mf_smartplans')).toBe('Smart Plans');
  expect(areaLabelFrom('mf-admin')).toBe('Administration');
  expect(areaLabelFrom('mf-ai')).toBe('AI Insights');
  expect(areaLabelFrom('mf-new-thing')).toBe('New thing');
});
