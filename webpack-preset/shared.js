// The shared singletons of ARCHITECTURE §3, with requiredVersion read from the app's package.json.
const fs = require('node:fs');
const path = require('node:path');
const { ROUTER_MODULE } = require('./routerGuard');

/**
 * Host and every remote share exactly these; the trailing-slash keys cover react-dom/client and
 * react/jsx-runtime, and the workspace libraries' entries ('shared-ui/dates', 'shared-ui/pickers',
 * 'shared-ui/search', 'shared-api/dates', 'shared-api/search'...), each its own singleton.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'styled-components',
  'swr',
  'final-form',
  'react-final-form',
  'shared-ui',
  'shared-ui/',
  'shared-api',
  'shared-api/',
];

const SEMVER_RANGE = /^[\^~]?\d+(\.\d+){0,2}([-+][\w.]+)?$|^[<>=]/;

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function installedVersion(pkgName, dirname) {
  try {
    const pkgJson = require.resolve(`${pkgName}/package.json`, { paths: [dirname] });
    return readJson(pkgJson).version;
  } catch {
    return undefined;
  }
}

/**
 * The range the app declares (dependencies, then peer, then dev); a `workspace:` range becomes
 * `^<installed version>` so workspace singletons are version-checked like registry packages.
 */
function requiredVersionOf(pkgName, dirname, appPkg) {
  const declared =
    appPkg.dependencies?.[pkgName] ??
    appPkg.peerDependencies?.[pkgName] ??
    appPkg.devDependencies?.[pkgName];
  const installed = installedVersion(pkgName, dirname);
  if (declared && SEMVER_RANGE.test(declared)) return { requiredVersion: declared, installed };
  if (installed) return { requiredVersion: `^${installed}`, installed };
  return { requiredVersion: undefined, installed };
}

function declares(appPkg, pkgName) {
  return Boolean(
    appPkg.dependencies?.[pkgName] ??
    appPkg.peerDependencies?.[pkgName] ??
    appPkg.devDependencies?.[pkgName],
  );
}

/**
 * Shared config for one app. A singleton the app cannot resolve is left out (it could not provide
 * a fallback); nothing is eager: the host starts through `import('./bootstrap')`.
 */
function sharedSingletons(dirname) {
  const appPkg = readJson(path.join(dirname, 'package.json'));
  const shared = {};
  for (const key of SINGLETONS) {
    const pkgName = key.replace(/\/$/, '');
    const { requiredVersion, installed } = requiredVersionOf(pkgName, dirname, appPkg);
    if (!installed) continue;
    // The version is given explicitly: some packages (react-final-form) ship a version-less
    // dist/package.json that webpack would otherwise read.
    shared[key] = { singleton: true, requiredVersion, version: installed, eager: false };
    // The router is shared as its declarative subset (router.js), so webpack can tree-shake it.
    // Only an app that declares the router provides it: `import` provides even when unused.
    if (pkgName === 'react-router-dom') {
      if (!declares(appPkg, pkgName)) delete shared[key];
      else shared[key].import = ROUTER_MODULE;
    }
  }
  return shared;
}

module.exports = { SINGLETONS, sharedSingletons };
