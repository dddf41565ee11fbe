#!/usr/bin/env node
// pnpm new-remote <mf-name> --paths /area/** [--paths /other] [--label "Area name"]
// Creates a remote that builds, tests, is served and mounts (see CONTRIBUTING.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REGISTRY_FILE, defaultLabel, scaffoldRemote } from './new-remote/scaffold.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const USAGE =
  'Usage: pnpm new-remote <mf-name> --paths <pattern> [--paths <pattern> ...] [--label "<area label>"]\n' +
  "  e.g. pnpm new-remote mf-example --paths '/example/**' --label Example\n" +
  "  Patterns: '/a/b' exact, '/a/{id}' one segment, '/a/**' /a and below (quote them in the shell).";

/** The registry and its checks are TypeScript: load them through the workspace's tsx. */
function loadRegistry() {
  const requireFromServer = createRequire(path.join(root, 'server', 'package.json'));
  const { require: tsRequire } = requireFromServer('tsx/cjs/api');
  const load = (file) => tsRequire(path.join(root, file), import.meta.url);
  return {
    DECLARED_REMOTES: load(REGISTRY_FILE).DECLARED_REMOTES,
    checkRegistry: load('shared-api/src/remotes/validate.ts').checkRegistry,
  };
}

/** Formats what was written with the repository's prettier, so `pnpm format:check` stays clean. */
async function format(files) {
  const prettier = createRequire(path.join(root, 'package.json'))('prettier');
  for (const file of files) {
    const full = path.join(root, file);
    const options = (await prettier.resolveConfig(full)) ?? {};
    const text = readFileSync(full, 'utf8');
    writeFileSync(full, await prettier.format(text, { ...options, filepath: full }));
  }
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        paths: { type: 'string', multiple: true },
        label: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const [name] = positionals;
  const paths = (values.paths ?? [])
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter(Boolean);
  try {
    const written = scaffoldRemote(
      { root, name, paths, label: values.label?.trim() || defaultLabel(name) },
      loadRegistry(),
    );
    await format(written);
    console.log(`Created ${name}:\n  ${written.join('\n  ')}`);
    console.log(
      `\nNext:\n  pnpm install\n  pnpm --filter ${name} test\n  pnpm --filter ${name} build && pnpm --filter shell build\n` +
        '  pnpm start   (the server serves the new remote and lists it in /remotes.json)',
    );
    return 0;
  } catch (error) {
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main();
