// The one webpack preset: the shell (MF host), every remote, and a bare React page for the bench.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { SINGLETONS, sharedSingletons } = require('./shared');

const MODE = process.env.NODE_ENV === 'development' ? 'development' : 'production';

/** swc for ts/tsx/js/jsx, React automatic runtime. Workspace packages (shared-ui, shared-api) are TS source. */
function scriptRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: MODE === 'development' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * `[name].[contenthash:8].js` for entry chunks, except while webpack hashes runtime modules: the MF
 * runtime module resolves this template before content hashes exist, which webpack >= 5.111 turns
 * into a build error (module-federation/core#5077, webpack/webpack#22199). The runtime module only
 * needs the file's folder depth, which the hash-less name gives equally.
 */
function entryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

function baseConfig({ dirname, entry, publicPath, uniqueName }) {
  return {
    mode: MODE,
    context: dirname,
    entry,
    target: 'web',
    devtool: MODE === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath,
      uniqueName,
      filename: entryFilename,
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        scriptRule(),
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/i, type: 'asset/resource' },
        { test: /\.css$/i, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    optimization: { minimize: MODE === 'production' },
    stats: 'errors-warnings',
    // publicPath 'auto' is deliberate: the manifest resolves assets against its own URL.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
  };
}

/** The MF container name: the given name or the package name, with '-' -> '_' (contract §4). */
function mfName(dirname, name) {
  const raw = name ?? JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8')).name;
  return raw.replace(/-/g, '_');
}

/**
 * Extra MF options, switched by env so the bench can measure them without a code change:
 * BESMART_MF_EXTERNAL_RUNTIME=1 -> host provides the MF runtime, remotes consume it (see README).
 */
function runtimeExperiments(role) {
  if (process.env.BESMART_MF_EXTERNAL_RUNTIME !== '1') return undefined;
  return role === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true };
}

function federation({ name, dirname, exposes, role }) {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedSingletons(dirname),
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    experiments: runtimeExperiments(role),
  });
}

/**
 * A remote: exposes `./app` (single-spa lifecycles) by default, output dist/ with remoteEntry.js
 * and mf-manifest.json, publicPath 'auto' so the same dist works under any URL.
 * @param {{ name?: string, dirname: string, exposes?: Record<string, string> }} opts
 */
function createRemoteConfig({ name, dirname, exposes }) {
  const mf = mfName(dirname, name);
  return {
    ...baseConfig({ dirname, entry: {}, publicPath: 'auto', uniqueName: mf }),
    plugins: [
      federation({
        name: mf,
        dirname,
        exposes: exposes ?? { './app': './src/entry.tsx' },
        role: 'remote',
      }),
    ],
  };
}

/**
 * The host (shell): entry src/index.ts (async boundary to bootstrap), index.html from
 * public/index.html, publicPath '/' so deep links load assets from the root.
 * @param {{ dirname: string, name?: string }} opts
 */
function createHostConfig({ dirname, name }) {
  const mf = mfName(dirname, name);
  return {
    ...baseConfig({
      dirname,
      entry: { main: './src/index.ts' },
      publicPath: '/',
      uniqueName: mf,
    }),
    plugins: [
      federation({ name: mf, dirname, exposes: undefined, role: 'host' }),
      new HtmlWebpackPlugin({
        template: path.join(dirname, 'public', 'index.html'),
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
    ],
  };
}

/**
 * A plain React page with the same loaders and minifier and no Module Federation (bench baseline).
 * @param {{ dirname: string, entry: string, title?: string }} opts
 */
function createBareReactConfig({ dirname, entry, title = 'BeSmart baseline' }) {
  return {
    ...baseConfig({ dirname, entry: { main: entry }, publicPath: '/', uniqueName: 'bare' }),
    plugins: [
      new HtmlWebpackPlugin({
        scriptLoading: 'defer',
        templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><div id="root"></div></body></html>`,
      }),
    ],
  };
}

module.exports = { createRemoteConfig, createHostConfig, createBareReactConfig, SINGLETONS };
