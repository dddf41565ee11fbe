// Smoke: the preset builds a remote (and a bare page) from a tiny fixture with a real webpack run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { createBareReactConfig, createHostConfig, createRemoteConfig } from '../index.js';

const SHELL_MODULES = path.resolve(__dirname, '../../shell/node_modules');

function fixture(name: string, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  fs.symlinkSync(SHELL_MODULES, path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name,
      version: '1.0.0',
      dependencies: { react: '^19.2.0', 'react-dom': '^19.2.0', 'shared-api': 'workspace:*' },
    }),
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function build(config: Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (!stats) return reject(new Error('no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats);
    });
  });
}

const entry = `import { createRoot } from 'react-dom/client';
type Props = { who: string };
function App({ who }: Props) { return <p>hello {who}</p>; }
export function mount(el: HTMLElement) { createRoot(el).render(<App who="remote" />); }
`;

describe('webpack-preset', () => {
  it('builds a remote with remoteEntry.js, mf-manifest.json, ./app and shared React singletons', async () => {
    const dir = fixture('mf-smoke', { 'src/entry.tsx': entry });
    await build(createRemoteConfig({ name: 'mf-smoke', dirname: dir }) as Configuration);

    const dist = fs.readdirSync(path.join(dir, 'dist'));
    expect(dist).toContain('remoteEntry.js');
    expect(dist).toContain('mf-manifest.json');
    expect(dist.some((f) => /^__federation_expose_app\.[0-9a-f]{8}\.js$/.test(f))).toBe(true);

    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
    expect(manifest.metaData.name).toBe('mf_smoke');
    expect(manifest.metaData.publicPath).toBe('auto');
    expect(manifest.exposes.map((e: { path: string }) => e.path)).toEqual(['./app']);
    const shared = manifest.shared.map((s: { name: string }) => s.name).sort();
    expect(shared).toEqual(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);

    const remoteEntry = fs.readFileSync(path.join(dir, 'dist/remoteEntry.js'), 'utf8');
    expect(remoteEntry).toMatch(/singleton:!0,requiredVersion:"\^19\.2\.0"/);
    expect(remoteEntry).not.toMatch(/eager:!0/);

    // Source maps are written for debugging but not named by the chunks (hidden-source-map):
    // the server does not serve them unless SERVE_SOURCE_MAPS is set.
    expect(dist).toContain('remoteEntry.js.map');
    for (const file of dist.filter((f) => f.endsWith('.js'))) {
      expect(fs.readFileSync(path.join(dir, 'dist', file), 'utf8')).not.toMatch(/sourceMappingURL/);
    }
  });

  it('builds a host with index.html and a manifest, publicPath /', async () => {
    const dir = fixture('host-smoke', {
      'src/index.ts': "import('./bootstrap');\n",
      'src/bootstrap.tsx': entry + "mount(document.getElementById('root')!);\n",
      'public/index.html':
        '<!doctype html><html><head><title>BeSmart</title></head><body><div id="root"></div></body></html>',
    });
    await build(createHostConfig({ dirname: dir }) as Configuration);
    const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    expect(html).toMatch(/<script defer src=\/main\.[0-9a-f]{8}\.js><\/script>/);
    expect(fs.existsSync(path.join(dir, 'dist/mf-manifest.json'))).toBe(true);
  });

  it('builds a bare React page without Module Federation', async () => {
    const dir = fixture('bare-smoke', {
      'src/main.tsx': entry + "mount(document.getElementById('root')!);\n",
    });
    await build(createBareReactConfig({ dirname: dir, entry: './src/main.tsx' }) as Configuration);
    const dist = fs.readdirSync(path.join(dir, 'dist'));
    expect(dist).toContain('index.html');
    expect(dist).not.toContain('remoteEntry.js');
    expect(dist).not.toContain('mf-manifest.json');
  });
});
