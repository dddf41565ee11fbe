// Build check for the shared router subset (router.js): a module that imports a name router.js
// does not export would get `undefined` at run time (a shared module's exports are not known to
// webpack), so the build fails instead, naming the file and the import.
const fs = require('node:fs');
const path = require('node:path');

const ROUTER_MODULE = path.join(__dirname, 'router.js');
const REQUEST = 'react-router-dom';

/** The names router.js re-exports, read from its source so the list cannot drift. */
function routerExports() {
  const source = fs.readFileSync(ROUTER_MODULE, 'utf8');
  const block = /export\s*\{([^}]*)\}\s*from/.exec(source);
  if (!block) throw new Error(`${ROUTER_MODULE} has no export list`);
  return new Set(
    block[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

class RouterSubsetGuardPlugin {
  apply(compiler) {
    const allowed = routerExports();
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('RouterSubsetGuard', (compilation, { normalModuleFactory }) => {
      const check = (parser) => {
        const report = (name) => {
          const file = parser.state.module?.resource ?? '?';
          const what = name === null ? 'a namespace import' : `'${name}'`;
          const err = new WebpackError(
            `${path.relative(compiler.context, file)} imports ${what} from '${REQUEST}', which the ` +
              `shared router (webpack-preset/router.js) does not export. Add it there or import a listed name.`,
          );
          err.module = parser.state.module;
          compilation.errors.push(err);
        };
        const onSpecifier = (_statement, source, name) => {
          if (source !== REQUEST) return;
          if (name === null || !allowed.has(name)) report(name);
        };
        // Bail hooks: webpack's own harmony plugin answers them, so this one must run first.
        const tap = { name: 'RouterSubsetGuard', stage: -100 };
        parser.hooks.importSpecifier.tap(tap, onSpecifier);
        parser.hooks.exportImportSpecifier.tap(tap, onSpecifier);
      };
      for (const type of ['javascript/auto', 'javascript/esm']) {
        normalModuleFactory.hooks.parser.for(type).tap('RouterSubsetGuard', check);
      }
    });
  }
}

module.exports = { RouterSubsetGuardPlugin, ROUTER_MODULE, routerExports };
