#!/usr/bin/env node
// `pnpm --filter server build`: src/index.ts -> dist/index.js, the JavaScript that `start` runs.
// One CommonJS file with a source map (esbuild). The workspace's shared-api ships TypeScript source,
// so it is bundled in; every package installed in server/node_modules stays an external require()
// (Node >= 20.19 loads the ESM-only ones, openid-client and typebox, through require(esm)).
// dist/ sits one level below server/ like src/ does, so config.ts's SERVER_DIR (the parent of
// __dirname) is still server/ and the migrations (server/drizzle) are found from the built file.
import { build } from 'esbuild';
import { existsSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(serverDir, 'dist');
const builtins = new Set(builtinModules);

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Bare imports resolvable from server/ stay require()s; the rest (shared-api and its own deps) is bundled. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtins.has(packageName(args.path))) {
        return { path: args.path, external: true };
      }
      const name = packageName(args.path);
      if (name === 'shared-api') return undefined;
      if (existsSync(path.join(serverDir, 'node_modules', name, 'package.json'))) {
        return { path: args.path, external: true };
      }
      return undefined;
    });
  },
};

rmSync(outDir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  tsconfig: 'tsconfig.json',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20.19',
  sourcemap: true,
  // Class and function names stay as written (error names in logs, stack traces).
  keepNames: true,
  plugins: [installedPackagesExternal],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.log(`server: dist/index.js (${(bytes / 1024).toFixed(0)} KiB) from src/index.ts`);
