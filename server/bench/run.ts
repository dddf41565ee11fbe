// `pnpm bench` (server part): runs every `bench/*.bench.ts` in name order. Each default-exports an
// async function that measures a figure next to a baseline taken in the same run and prints both.
// No pass/fail.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

async function main() {
  const only = process.argv[2];
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
    .sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(__dirname, file)).href)) as {
      default: () => Promise<void>;
    };
    console.log(`\n== ${file}`);
    await mod.default();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
