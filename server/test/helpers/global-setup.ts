// Builds one migrated + seeded PGlite once per jest run; each test file then starts from a copy
// (a few hundred ms) instead of running initdb, migrations and the seed again (several seconds).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../src/db/client';
import { hashPassword } from '../../src/platform/passwords';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/index';

export const TEMPLATE_ENV = 'BESMART_PGLITE_TEMPLATE';

export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await createDatabase({ dataDir: ':memory:' });
  try {
    await seedDemo(database.db, { passwordHash: await hashPassword(DEMO_PASSWORD) });
    const blob = await database.dump!();
    const file = path.join(tmpdir(), `besmart-test-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    process.env[TEMPLATE_ENV] = file;
  } finally {
    await database.close();
  }
}
