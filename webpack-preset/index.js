// The one webpack preset: the shell (MF host), every remote, and a bare React page for the bench.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { SINGLETONS, sharedSingletons } = require('./shared');
const { compressionPlugins } = require('./compression');
const { RouterSubsetGuardPlugin } = require('./routerGuard');

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

/**
 * react-router 7's `exports` map names only its dist/development files, whatever the condition,
 * so production builds point the two entries webpack meets at dist/production instead: the same
 * code with ENABLE_DEV_WARNINGS false, so the minifier drops the development warnings. Resolved
 * from the app through react-router-dom.
 */
function reactRouterProductionAlias(dirname) {
  if (MODE !== 'production') return {};
  let routerDir;
  try {
    const dom = path.dirname(
      require.resolve('react-router-dom/package.json', { paths: [dirname] }),
    );
    routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [dom] }));
  } catch {
    return {};
  }
  const prod = path.join(routerDir, 'dist', 'production');
  if (!fs.existsSync(path.join(prod, 'index.mjs'))) return {};
  return {
    'react-router$': path.join(prod, 'index.mjs'),
    'react-router/dom$': path.join(prod, 'dom-export.mjs'),
  };
}

/** Plugins every build gets: the router subset check, and precompressed copies in production. */
function commonPlugins() {
  return [new RouterSubsetGuardPlugin(), ...(MODE === 'production' ? compressionPlugins() : [])];
}

function baseConfig({ dirname, entry, publicPath, uniqueName }) {
  return {
    mode: MODE,
    context: dirname,
    entry,
    target: 'web',
    // Production: maps are written next to the chunks for debugging and error tooling, but the
    // chunks do not name them (no sourceMappingURL), and the server answers 404 for *.map unless
    // SERVE_SOURCE_MAPS is set. Development: no eval-based devtool, because the portal's CSP
    // (script-src without 'unsafe-eval') would refuse it.
    devtool: MODE === 'production' ? 'hidden-source-map' : 'cheap-module-source-map',
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
      alias: { ...reactRouterProductionAlias(dirname), ...runtimeCoreAlias() },
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

/** On unless BESMART_MF_EXTERNAL_RUNTIME=0 (kept so the bench can measure the old layout). */
const externalRuntimeOn = () => process.env.BESMART_MF_EXTERNAL_RUNTIME !== '0';

/**
 * One MF runtime per page: the host provides it, remotes consume it, so a remote's remoteEntry.js
 * no longer carries its own copy (~18 KB gzip each). A remote built this way needs a host built
 * this way and the same MF version: deploy the shell first (see README).
 */
function runtimeExperiments(role) {
  if (!externalRuntimeOn()) return undefined;
  return role === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true };
}

/**
 * With an external runtime the host adds MF's inject-external-runtime-core plugin, a CommonJS file
 * whose `require('@module-federation/runtime-core')` resolves to the package's .cjs build while the
 * host's own runtime imports its ESM build: two copies of the runtime in main.js (27 -> 51 KB gzip).
 * Pointing the package at its ESM build makes it one.
 */
function runtimeCoreAlias() {
  if (!externalRuntimeOn()) return {};
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
  const inject = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  const core = require.resolve('@module-federation/runtime-core', {
    paths: [path.dirname(inject)],
  });
  const esm = path.join(path.dirname(core), 'index.js');
  return fs.existsSync(esm) ? { '@module-federation/runtime-core$': esm } : {};
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
      ...commonPlugins(),
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
      ...commonPlugins(),
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
      ...commonPlugins(),
    ],
  };
}

module.exports = { createRemoteConfig, createHostConfig, createBareReactConfig, SINGLETONS };
