import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { scheduleStatistics } from './db/statistics';
import { mailTransportKind } from './platform/mail';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasOrganisations, seedDemo } from './seed/index';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config);
  let seeded = false;
  if (config.seedDemo && !(await hasOrganisations(database.db))) {
    await seedDemo(database.db);
    seeded = true;
  }
  const app = buildApp({ db: database.db, config });
  scheduleStatistics(app, database.db, database.kind, config.analyzeIntervalMinutes);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `BeSmart is running at ${config.publicUrl}  (API docs: ${config.publicUrl}/api/docs)`,
    `Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    mailTransportKind() === 'smtp'
      ? 'Mail: sent over SMTP_URL (and recorded in the mail_outbox table)'
      : 'Mail: no SMTP_URL, so mail (verification codes, reset links) is printed here as [outbox] and kept in mail_outbox',
    `Single sign-on: ${config.oidc ? `OIDC issuer ${config.oidc.issuer}` : 'not configured (set OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)'}`,
  ];
  if (config.seedDemo) {
    lines.push(seeded ? 'Demo data: created now.' : 'Demo data: already present.');
    lines.push(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS)
      lines.push(`  ${a.email.padEnd(26)} ${a.organisation} - ${a.role}`);
    lines.push(
      'The first sign-in on a browser asks for a 6-digit code: it appears below as [outbox] mail.',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `BeSmart failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
