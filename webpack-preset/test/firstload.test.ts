// First-load size features of the preset: precompressed copies, the shared router subset and its guard.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import { createRemoteConfig } from '../index.js';
import { routerExports } from '../routerGuard.js';
import { sharedSingletons } from '../shared.js';

const SHELL_MODULES = path.resolve(__dirname, '../../shell/node_modules');

function fixture(name: string, entry: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  fs.symlinkSync(SHELL_MODULES, path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name,
      version: '1.0.0',
      dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0', 'react-router-dom': '^7.9.0' },
    }),
  );
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src/entry.tsx'), entry);
  return dir;
}

function build(config: Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) =>
      err || !stats ? reject(err ?? new Error('no stats')) : resolve(stats),
    );
  });
}

const routerEntry = (names: string) => `import { createRoot } from 'react-dom/client';
import { ${names} } from 'react-router-dom';
export function mount(el: HTMLElement) {
  createRoot(el).render(<BrowserRouter><Routes><Route path="/" element={<Link to="/x">x</Link>} /></Routes></BrowserRouter>);
}
`;

describe('webpack-preset first-load features', () => {
  it('writes .br and .gz copies of scripts and the manifest that decompress to the file', async () => {
    const dir = fixture('mf-compress', routerEntry('BrowserRouter, Routes, Route, Link'));
    const stats = await build(
      createRemoteConfig({ name: 'mf-compress', dirname: dir }) as Configuration,
    );
    expect(stats.hasErrors()).toBe(false);
    const dist = path.join(dir, 'dist');
    for (const name of ['remoteEntry.js', 'mf-manifest.json']) {
      const original = fs.readFileSync(path.join(dist, name));
      const br = fs.readFileSync(path.join(dist, `${name}.br`));
      const gz = fs.readFileSync(path.join(dist, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
    }
    // Source maps are not served by default, so they get no copies.
    expect(fs.readdirSync(dist).some((f) => /\.map\.(br|gz)$/.test(f))).toBe(false);
  });

  it('shares react-router-dom as the subset module, built from the production files', async () => {
    const dir = fixture('mf-router', routerEntry('BrowserRouter, Routes, Route, Link'));
    await build(createRemoteConfig({ name: 'mf-router', dirname: dir }) as Configuration);
    const dist = path.join(dir, 'dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    expect(manifest.shared.map((s: { name: string }) => s.name)).toContain('react-router-dom');
    const js = fs
      .readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .map((f) => fs.readFileSync(path.join(dist, f), 'utf8'))
      .join('\n');
    // Development warnings are compiled out, and the subset is a fraction of the package
    // (all of React Router is about 62 KB gzip minified).
    expect(js).not.toContain('You rendered descendant <Routes>');
    const routerChunk = fs
      .readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .find((f) =>
        fs.readFileSync(path.join(dist, f), 'utf8').includes('useNavigate() may be used only'),
      );
    expect(routerChunk).toBeDefined();
    const gzip = zlib.gzipSync(fs.readFileSync(path.join(dist, routerChunk as string))).length;
    expect(gzip).toBeLessThan(20_000);
  });

  it('fails the build when code imports a router name the shared subset does not export', async () => {
    const dir = fixture(
      'mf-bad-router',
      // Used, so the TypeScript transform keeps the import.
      `${routerEntry('BrowserRouter, Routes, Route, Link, createBrowserRouter')}\nexport const make = createBrowserRouter;\n`,
    );
    const stats = await build(
      createRemoteConfig({ name: 'mf-bad-router', dirname: dir }) as Configuration,
    );
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString('errors-only')).toMatch(
      /imports 'createBrowserRouter' from 'react-router-dom', which the shared router/,
    );
  });

  it('builds remotes against the host-provided MF runtime unless BESMART_MF_EXTERNAL_RUNTIME=0', async () => {
    const entryGzip = async (name: string, env: string | undefined) => {
      const dir = fixture(name, routerEntry('BrowserRouter, Routes, Route, Link'));
      const before = process.env.BESMART_MF_EXTERNAL_RUNTIME;
      if (env === undefined) delete process.env.BESMART_MF_EXTERNAL_RUNTIME;
      else process.env.BESMART_MF_EXTERNAL_RUNTIME = env;
      try {
        const stats = await build(createRemoteConfig({ name, dirname: dir }) as Configuration);
        expect(stats.hasErrors()).toBe(false);
      } finally {
        if (before === undefined) delete process.env.BESMART_MF_EXTERNAL_RUNTIME;
        else process.env.BESMART_MF_EXTERNAL_RUNTIME = before;
      }
      return zlib.gzipSync(fs.readFileSync(path.join(dir, 'dist', 'remoteEntry.js'))).length;
    };
    const shared = await entryGzip('mf-ext-runtime', undefined);
    const own = await entryGzip('mf-own-runtime', '0');
    // Its own copy of the runtime is about 18 KB gzip of a ~27 KB remoteEntry.js.
    expect(own - shared).toBeGreaterThan(12_000);
  });

  // The sign-in page loads the main 'shared-ui' and 'shared-api' entries (the shell provides them)
  // and needs neither dates nor pickers: those are the entries 'shared-ui/dates', 'shared-ui/pickers',
  // 'shared-ui/search', 'shared-api/dates', 'shared-api/search', each shared as its own singleton.
  const HEAVY =
    /node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(date-fns|downshift)[\\/]/;
  type StatsModule = {
    name?: string;
    identifier?: string;
    reasons?: { moduleName?: string }[];
    modules?: StatsModule[];
  };
  // Concatenated modules list the modules they hold under `modules`.
  const flatten = (modules: StatsModule[]): StatsModule[] =>
    modules.flatMap((m) => [m, ...flatten(m.modules ?? [])]);
  const modulesOf = (stats: webpack.Stats) =>
    flatten(
      (stats.toJson({ all: false, modules: true, nestedModules: true, reasons: true }).modules ??
        []) as StatsModule[],
    );
  const heavyIn = (stats: webpack.Stats) =>
    modulesOf(stats)
      .map((m) => m.identifier ?? m.name ?? '')
      .filter((id) => HEAVY.test(id))
      .map((id) => HEAVY.exec(id)?.[2]);

  it('builds the main shared-ui and shared-api entries without date-fns or downshift', async () => {
    const dir = fixture(
      'mf-light',
      `import { createRemoteApp, Button, PasswordField, SubmitButton, TextField, toast } from 'shared-ui';
import { ApiError, login, useSession } from 'shared-api';
export const parts = [createRemoteApp, Button, PasswordField, SubmitButton, TextField, toast, ApiError, login, useSession];
`,
    );
    const stats = await build(
      createRemoteConfig({ name: 'mf-light', dirname: dir }) as Configuration,
    );
    expect(stats.hasErrors()).toBe(false);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
    const shared = manifest.shared.map((s: { name: string }) => s.name);
    expect(shared).toEqual(expect.arrayContaining(['shared-ui', 'shared-api']));
    expect(heavyIn(stats)).toEqual([]);
  });

  it('shares the date, picker and search entries as singletons of their own, with the stores from shared-ui', async () => {
    const dir = fixture(
      'mf-heavy',
      `import { toast } from 'shared-ui';
import { DateField, validDate } from 'shared-ui/dates';
import { PersonPicker } from 'shared-ui/pickers';
import { CriteriaBuilder, QuickSearchPanel } from 'shared-ui/search';
import { formatDate } from 'shared-api/dates';
import { toQuery } from 'shared-api/search';
export const parts = [toast, DateField, validDate, PersonPicker, CriteriaBuilder, QuickSearchPanel, formatDate, toQuery];
`,
    );
    const stats = await build(
      createRemoteConfig({ name: 'mf-heavy', dirname: dir }) as Configuration,
    );
    expect(stats.hasErrors()).toBe(false);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
    const shared = (manifest.shared as { name: string }[]).map((s) => s.name);
    expect(shared).toEqual(
      expect.arrayContaining([
        'shared-ui',
        'shared-ui/dates',
        'shared-ui/pickers',
        'shared-ui/search',
        'shared-api/dates',
        'shared-api/search',
      ]),
    );
    // The entries are shared through the trailing-slash keys, singletons like the packages.
    const config = sharedSingletons(dir) as Record<string, object>;
    expect(config['shared-ui/']).toMatchObject({ singleton: true, eager: false });
    expect(config['shared-api/']).toMatchObject({ singleton: true, eager: false });
    // The detection above sees the libraries when they are used.
    expect(new Set(heavyIn(stats))).toEqual(new Set(['date-fns', 'downshift']));
    // The search entry takes the toast and dialog stores through the 'shared-ui' singleton, never
    // its own copy: the stores are imported by main-entry modules only.
    const stores = modulesOf(stats).filter((m) =>
      /shared-ui[\\/]src[\\/]feedback[\\/](toastStore|dialogStore)\.ts$/.test(m.name ?? ''),
    );
    expect(stores.length).toBe(2);
    for (const store of stores) {
      const importers = (store.reasons ?? []).map((r) => r.moduleName ?? '');
      expect(importers.some((name) => /[\\/]src[\\/]search[\\/]/.test(name))).toBe(false);
    }
  });

  it('lists every router name the portal needs', () => {
    const names = routerExports();
    for (const name of ['BrowserRouter', 'MemoryRouter', 'Routes', 'Route', 'Link', 'Navigate']) {
      expect(names.has(name)).toBe(true);
    }
    for (const hook of ['useNavigate', 'useParams', 'useSearchParams', 'useLocation']) {
      expect(names.has(hook)).toBe(true);
    }
  });
});
