// The files of a new remote, in the house layout (ARCHITECTURE §1), modelled on mf-auth.

/** Packages a remote needs (shared singletons, MF runtime, test kit); versions come from mf-auth. */
export const DEPENDENCIES = [
  '@module-federation/enhanced',
  '@module-federation/retry-plugin',
  'final-form',
  'react',
  'react-dom',
  'react-final-form',
  'react-router-dom',
  'shared-api',
  'shared-ui',
  'single-spa',
  'single-spa-react',
  'styled-components',
  'swr',
];

export const DEV_DEPENDENCIES = [
  '@testing-library/jest-dom',
  '@testing-library/react',
  '@testing-library/user-event',
  '@types/react',
  '@types/react-dom',
  'jest-environment-jsdom',
  'test-kit',
  'webpack',
  'webpack-cli',
  'webpack-preset',
];

function pick(names, from, source) {
  const picked = {};
  for (const name of names) {
    if (!from?.[name]) throw new Error(`${source} does not declare ${name}`);
    picked[name] = from[name];
  }
  return picked;
}

/** 'mf-example' -> 'Example' (component and function names). */
export function pascalOf(name) {
  const bare = name.replace(/^mf-/, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** A registry path pattern as a react-router path: '{id}' -> ':id', a trailing '**' dropped. */
export function homeRoute(pattern) {
  const parts = pattern
    .split('/')
    .filter((part) => part !== '' && part !== '**')
    .map((part) => (part.startsWith('{') ? `:${part.slice(1, -1)}` : part));
  return `/${parts.join('/')}`;
}

/** An address the home route answers ('/example/:id' -> '/example/1'). */
export function homeExample(route) {
  return route.replace(/:[A-Za-z0-9]+/g, '1');
}

/**
 * @param {{ name: string, label: string, paths: string[] }} remote
 * @param {{ dependencies: Record<string,string>, devDependencies: Record<string,string> }} model mf-auth's package.json
 * @returns {Record<string, string>} file path (relative to the remote's folder) -> text
 */
export function remoteFiles({ name, label, paths }, model) {
  const app = pascalOf(name);
  const route = homeRoute(paths[0]);
  const example = homeExample(route);
  const pkg = {
    name,
    version: '1.0.0',
    private: true,
    scripts: {
      build: 'webpack --mode production',
      test: 'jest',
      typecheck: 'tsc --noEmit -p .',
    },
    dependencies: pick(DEPENDENCIES, model.dependencies, 'mf-auth/package.json'),
    devDependencies: pick(DEV_DEPENDENCIES, model.devDependencies, 'mf-auth/package.json'),
  };
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'webpack.config.js': `const { createRemoteConfig } = require('webpack-preset');

module.exports = createRemoteConfig({
  name: '${name}',
  dirname: __dirname,
  exposes: { './app': './src/entry.tsx' },
});
`,
    'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": {
    "types": ["jest", "node", "@testing-library/jest-dom"]
  },
  "include": ["src", "test"]
}
`,
    'jest.config.cjs': `module.exports = require('test-kit/jest-remote')(__dirname);\n`,
    'src/entry.tsx': `import { createRemoteApp } from 'shared-ui';
import { ${app}App } from './routes';

// single-spa lifecycles for the shell; createRemoteApp adds UiRoot and the error boundary.
export const { bootstrap, mount, unmount } = createRemoteApp({
  name: '${name}',
  rootComponent: ${app}App,
});
`,
    'src/routes.tsx': `import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HomeScreen } from './screens/Home/HomeScreen';

// The screens of this remote, under the paths the registry (shared-api/src/remotes/registry.ts)
// gives it. Paths owned by other areas render nothing here.
export function ${app}Routes() {
  return (
    <Routes>
      <Route path="${route}" element={<HomeScreen />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

/** Root component of the remote: its own router over the browser history single-spa patches. */
export function ${app}App() {
  return (
    <BrowserRouter>
      <${app}Routes />
    </BrowserRouter>
  );
}
`,
    'src/screens/Home/HomeScreen.tsx': `import { PageHeader } from 'shared-ui';

export function HomeScreen() {
  return (
    <section>
      <PageHeader title=${JSON.stringify(label)} />
      <p>This area has no screens yet.</p>
    </section>
  );
}
`,
    'src/screens/Home/HomeScreen.test.tsx': `import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';

describe('${route}', () => {
  it('shows the area heading', () => {
    renderApp('${example}');

    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(label)} })).toBeVisible();
  });
});
`,
    'src/entry.test.tsx': `import { screen } from '@testing-library/react';
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
describe('${name} entry (single-spa lifecycles)', () => {
  it('mounts the screen for the current URL into the shell area and unmounts cleanly', async () => {
    window.history.pushState({}, '', '${example}');
    const props = { name: '${name.replace(/-/g, '_')}' } as never;

    await bootstrap(props);
    await mount(props);

    const area = document.getElementById('besmart-area');
    expect(area).toContainElement(
      await screen.findByRole('heading', { level: 1, name: ${JSON.stringify(label)} }),
    );

    await unmount(props);
    expect(area).toBeEmptyDOMElement();
  });
});
`,
    'test/renderApp.tsx': `import { renderRoutes } from 'test-kit';
import { ${app}Routes } from '../src/routes';

export { currentLocation, toastTexts } from 'test-kit';

/** The remote's routes at \`path\`, with the shell's toaster, as the user sees them. */
export function renderApp(path: string) {
  return renderRoutes(<${app}Routes />, path);
}
`,
    'README.md': `# ${name} — ${label}

The Module Federation remote that owns ${paths.map((p) => `\`${p}\``).join(', ')} (registered in
\`shared-api/src/remotes/registry.ts\`). It exposes \`./app\`, single-spa lifecycles made with
shared-ui's \`createRemoteApp\`, and renders its own react-router \`BrowserRouter\` into the shell's
\`#besmart-area\`. Made by \`pnpm new-remote\`; CONTRIBUTING.md says how to add a screen.

\`\`\`
src/entry.tsx            lifecycles { bootstrap, mount, unmount } (createRemoteApp)
src/routes.tsx           ${app}App (BrowserRouter) and ${app}Routes (one Route per screen)
src/screens/<Screen>/    one folder per screen: the component, its pieces, its test
test/renderApp.tsx       renders the routes at a path with the shell's toaster (test-kit)
\`\`\`

\`pnpm --filter ${name} build\` writes \`dist/\` (remoteEntry.js, mf-manifest.json); the server serves it at
\`/remotes/${name}/\` and lists it in \`/remotes.json\`. \`pnpm --filter ${name} test\` runs its tests.

## Decisions

None yet: record here what the spec leaves open and how this remote decided it.
`,
  };
}
