// `pnpm new-remote` (scripts/new-remote): run against a temporary copy of the files it reads and
// edits; the remote it makes must type-check and build with this preset.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { REGISTRY_FILE, scaffoldRemote } from '../../scripts/new-remote/scaffold.mjs';
import type { RegistryCheck } from '../../shared-api/src/remotes/validate';

const REPO = path.resolve(__dirname, '../..');
const COPIED = [
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  'mf-auth/package.json',
  'shared-api/src/remotes/registry.ts',
  'shared-api/src/remotes/validate.ts',
  'shared-api/src/remotes/pattern.ts',
];

interface Registry {
  DECLARED_REMOTES: readonly unknown[];
  checkRegistry: (declared: readonly unknown[]) => RegistryCheck;
}

let root: string;

/** The registry and its checks as they are in the temporary copy right now. */
let snapshots = 0;
async function registryIn(dir: string): Promise<Registry> {
  // jest keeps a file's first contents for the whole run: read the edited registry under a new name.
  snapshots += 1;
  const snapshot = path.join(dir, `shared-api/src/remotes/registry-${snapshots}.ts`);
  fs.copyFileSync(path.join(dir, REGISTRY_FILE), snapshot);
  const registry = await import(snapshot);
  const validate = await import(path.join(dir, 'shared-api/src/remotes/validate.ts'));
  return { DECLARED_REMOTES: registry.DECLARED_REMOTES, checkRegistry: validate.checkRegistry };
}

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
  for (const file of COPIED) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(REPO, file), path.join(root, file));
  }
  fs.mkdirSync(path.join(root, 'mf-smartplans'));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('new-remote', () => {
  it.each([
    ['mf-Example', ['/example'], "is not a remote name: use 'mf-' and lower-case letters"],
    ['example', ['/example'], 'is not a remote name'],
    ['mf-smartplans', ['/somewhere'], 'mf-smartplans/ already exists'],
    ['mf-auth', ['/somewhere'], "name 'mf-auth' is listed twice"],
    ['mf-example', [], 'paths must list at least one path'],
    ['mf-example', ['/incident/extra'], "mf-incidents ('/incident/**') owns it first"],
    ['mf-example', ['/api/example'], 'which the server keeps for itself'],
    ['mf-example', ['example'], "must start with '/'"],
  ])('refuses %s %j and changes nothing', async (name, paths, problem) => {
    const before = [read(REGISTRY_FILE), read('pnpm-workspace.yaml')];
    const registry = await registryIn(root);
    expect(() => scaffoldRemote({ root, name, paths }, registry)).toThrow(problem);
    expect([read(REGISTRY_FILE), read('pnpm-workspace.yaml')]).toEqual(before);
    expect(fs.existsSync(path.join(root, 'mf-example'))).toBe(false);
  });

  it('makes a remote in the house layout, listed in the workspace and the registry', async () => {
    const written = scaffoldRemote(
      {
        root,
        name: 'mf-example',
        paths: ['/example/**', '/examples/{id}'],
        label: "Pupils' examples",
      },
      await registryIn(root),
    );
    expect(written).toEqual(
      expect.arrayContaining([
        'mf-example/package.json',
        'mf-example/webpack.config.js',
        'mf-example/tsconfig.json',
        'mf-example/jest.config.cjs',
        'mf-example/README.md',
        'mf-example/src/entry.tsx',
        'mf-example/src/routes.tsx',
        'mf-example/src/screens/Home/HomeScreen.tsx',
        'mf-example/src/screens/Home/HomeScreen.test.tsx',
        'mf-example/test/renderApp.tsx',
        REGISTRY_FILE,
        'pnpm-workspace.yaml',
      ]),
    );
    for (const file of written) expect(fs.existsSync(path.join(root, file))).toBe(true);

    expect(read('pnpm-workspace.yaml').trimEnd().split('\n').pop()).toBe('  - mf-example');
    const registry = await registryIn(root);
    const last = registry.DECLARED_REMOTES[registry.DECLARED_REMOTES.length - 1];
    expect(last).toEqual({
      name: 'mf-example',
      container: 'mf_example',
      label: "Pupils' examples",
      paths: ['/example/**', '/examples/{id}'],
    });
    expect(registry.checkRegistry(registry.DECLARED_REMOTES).problems).toEqual([]);

    const pkg = JSON.parse(read('mf-example/package.json'));
    const model = JSON.parse(read('mf-auth/package.json'));
    expect(pkg.name).toBe('mf-example');
    expect(pkg.dependencies['shared-ui']).toBe(model.dependencies['shared-ui']);
    expect(pkg.devDependencies['webpack-preset']).toBe('workspace:*');
    expect(read('mf-example/src/routes.tsx')).toContain(
      '<Route path="/example" element={<HomeScreen />} />',
    );

    // Once made, the same name is refused.
    const after = await registryIn(root);
    expect(() => scaffoldRemote({ root, name: 'mf-example', paths: ['/other'] }, after)).toThrow(
      'mf-example/ already exists',
    );
  });

  it('makes a remote that type-checks and builds with the preset', async () => {
    const dir = path.join(root, 'mf-example');
    // The generated package resolves what mf-auth resolves (same dependencies); hoisted @types
    // come from the repository's root node_modules.
    fs.symlinkSync(
      path.join(REPO, 'mf-auth', 'node_modules'),
      path.join(dir, 'node_modules'),
      'dir',
    );
    fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');

    const tsc = spawnSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '--noEmit', '-p', dir],
      {
        encoding: 'utf8',
      },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    const generated = (await import(path.join(dir, 'webpack.config.js'))).default as Configuration;
    // Unminified, no source maps: this checks that it compiles, not what it weighs.
    const config = { ...generated, devtool: false, optimization: { minimize: false } } as const;
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(config, (err, result) => (err || !result ? reject(err) : resolve(result))),
    );
    expect(stats.hasErrors() ? stats.toString('errors-only') : '').toBe('');
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.name).toBe('mf_example');
    expect(manifest.exposes.map((e: { path: string }) => e.path)).toEqual(['./app']);
  }, 240000);
});
