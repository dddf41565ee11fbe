// Account enumeration by timing (issue 8 §2): "Forgotten your password?" for an address that has an
// account and for one that has not, interleaved, through the real route. The request only enqueues
// a job (the lookup, link and mail happen after the answer), so the two medians should match; the
// job's own cost is printed too. Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
import { performance } from 'node:perf_hooks';
import { drainJobs } from '../src/platform/jobs/run';
import { createTestApp } from '../test/helpers/testApp';
import { median } from './support';

const ROUNDS = 300;

export default async function resetRequestBench(): Promise<void> {
  const t = await createTestApp();
  try {
    const times = { known: [] as number[], unknown: [] as number[] };
    const ask = async (kind: 'known' | 'unknown', i: number) => {
      const email = kind === 'known' ? 'staff@demo-school.test' : `nobody${i}@nowhere.test`;
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/request-reset',
        payload: { data: { organisationId: 50, email } },
      });
      times[kind].push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body}`);
    };
    for (let i = 0; i < 20; i += 1) await ask(i % 2 ? 'known' : 'unknown', i); // warm-up
    times.known.length = 0;
    times.unknown.length = 0;
    for (let i = 0; i < ROUNDS; i += 1) {
      // Alternate which goes first so drift in the run does not favour one side.
      const order: ('known' | 'unknown')[] = i % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const kind of order) await ask(kind, i);
    }
    const jobStarted = performance.now();
    const ran = await drainJobs(t.app, { kind: 'password-reset-request' });
    const jobMs = (performance.now() - jobStarted) / Math.max(1, ran.length);
    console.log(`database: ${t.kind}, ${ROUNDS} requests each`);
    console.log(
      `reset request, address with an account:    median ${median(times.known).toFixed(2)} ms`,
    );
    console.log(
      `reset request, address without an account: median ${median(times.unknown).toFixed(2)} ms`,
    );
    console.log(`its job afterwards (lookup, link, mail queued): ${jobMs.toFixed(2)} ms per job`);
  } finally {
    await t.close();
  }
}
