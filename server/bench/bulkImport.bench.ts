// Bulk import rate: 5,000 service users with two key contacts each through the real route
// (POST /api/import/serviceusers, validation + chunked writes + audit), next to a same-run baseline
// of the same rows written with one multi-row INSERT of users and one of user_settings.
import { performance } from 'node:perf_hooks';
import { userSettings, users } from '../src/db/schema/index';
import { createTestApp } from '../test/helpers/testApp';
import { makeOrg, makeStaff } from '../test/api/fixtures';
import { SERVICE_USER_HEADER, serviceUserRow, toCsv } from '../test/api/fixtures-setup';

const ROWS = 5000;

export default async function bulkImportBench(): Promise<void> {
  const t = await createTestApp({ seed: false });
  try {
    const org = await makeOrg(t.db);
    const admin = await makeStaff(t.db, org, { role: 'Admin' });
    const { token } = await t.tokenFor(admin.email, org.name);
    const rows = Array.from({ length: ROWS }, (_, i) => serviceUserRow(i));
    const csv = toCsv([SERVICE_USER_HEADER, ...rows]);

    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import/serviceusers',
      query: { orgId: String(org.orgId) },
      headers: { authorization: `Bearer ${token}` },
      payload: { csv },
    });
    const routeMs = performance.now() - started;
    const added = (res.json() as { data?: { added: number } }).data?.added;
    if (res.statusCode !== 200 || added !== ROWS) {
      throw new Error(
        `import answered ${res.statusCode}, added ${added}: ${res.body.slice(0, 300)}`,
      );
    }

    // Baseline: the same values, already parsed, in two plain INSERTs (no checks, no audit).
    const baselineOrg = await makeOrg(t.db);
    const col = (name: string) => SERVICE_USER_HEADER.indexOf(name);
    const baseStarted = performance.now();
    const inserted = await t.db
      .insert(users)
      .values(
        rows.map((r) => {
          const [d, m, y] = r[col('dob')]!.split('/');
          return {
            orgId: baselineOrg.orgId,
            type: 'student' as const,
            firstName: r[col('firstName')]!,
            lastName: r[col('lastName')]!,
            ethnicity: r[col('ethnicity')] || null,
            gender: r[col('gender')] || null,
            dob: `${y}-${m}-${d}`,
            email: r[col('email')]!,
            reference: r[col('reference')]!,
          };
        }),
      )
      .returning({ id: users.id });
    await t.db.insert(userSettings).values(
      inserted.map(({ id }, i) => ({
        orgId: baselineOrg.orgId,
        userId: id,
        type: 'keycontacts',
        key: 'keycontacts',
        value: JSON.stringify(
          [1, 2].map((n) => ({
            firstName: rows[i]![col(`contact${n}FirstName`)],
            lastName: rows[i]![col(`contact${n}LastName`)],
            role: rows[i]![col(`contact${n}Role`)],
            email: rows[i]![col(`contact${n}Email`)],
            phone: '',
          })),
        ),
      })),
    );
    const baseMs = performance.now() - baseStarted;

    const rate = (ms: number) => Math.round((ROWS / ms) * 1000);
    console.log(`database: ${t.kind}; ${ROWS} service users, two key contacts each`);
    console.log(
      `import route (validate + write + audit): ${routeMs.toFixed(0)} ms, ${rate(routeMs)} rows/s`,
    );
    console.log(
      `baseline (two multi-row INSERTs):        ${baseMs.toFixed(0)} ms, ${rate(baseMs)} rows/s`,
    );
    console.log(`route / baseline time: ${(routeMs / baseMs).toFixed(2)}x`);
  } finally {
    await t.close();
  }
}
