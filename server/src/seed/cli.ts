// `pnpm --filter server seed`: adds the demo data to an empty database (DATA_DIR / DATABASE_URL).
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { hasOrganisations, seedDemo } from './index';

async function run(): Promise<void> {
  const database = await createDatabase(loadConfig());
  try {
    if (await hasOrganisations(database.db)) {
      process.stdout.write('The database already has organisations; nothing seeded.\n');
      return;
    }
    await seedDemo(database.db);
    process.stdout.write('Demo data created.\n');
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
