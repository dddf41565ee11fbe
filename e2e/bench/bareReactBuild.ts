// Builds the baseline page with webpack-preset's createBareReactConfig (same loaders and minifier as the
// portal, no Module Federation) into a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const localRequire = createRequire(__filename);

interface WebpackStats {
  hasErrors(): boolean;
  toString(opts: unknown): string;
}
type Webpack = (config: unknown, cb: (err: Error | null, stats?: WebpackStats) => void) => void;

export async function buildBareReact(): Promise<string> {
  const preset = localRequire('webpack-preset') as {
    createBareReactConfig(opts: { dirname: string; entry: string; title?: string }): {
      output: { path: string };
    };
  };
  const presetDir = path.dirname(localRequire.resolve('webpack-preset/package.json'));
  const webpack = localRequire(localRequire.resolve('webpack', { paths: [presetDir] })) as Webpack;

  const dirname = path.join(__dirname, 'bare-react');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'besmart-bare-react-'));
  const config = preset.createBareReactConfig({
    dirname,
    entry: './index.js',
    title: 'Bare React 19',
  });
  config.output.path = outDir;
  await new Promise<void>((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) reject(err);
      else if (!stats || stats.hasErrors())
        reject(new Error(stats?.toString('errors-only') ?? 'build failed'));
      else resolve();
    });
  });
  return outDir;
}
