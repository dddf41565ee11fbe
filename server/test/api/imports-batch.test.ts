import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../../src/db/schema/index';
import { CHUNK_SIZE, ROW_NOT_SAVED, writeInChunks } from '../../src/modules/imports/batch';
import { runAsTenant } from '../../src/platform/tenancy';
import type { Tx } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, type OrgFixture } from './fixtures';
import { setupState } from './fixtures-setup';
import { signedInStaff } from './signed-in';

describe('import writes: whole rows or nothing', () => {
  let t: TestApp;
  let org: OrgFixture;
  let token: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db);
    ({ id: adminId, token } = await signedInStaff(t, org, { role: 'Admin' }));
  });
  afterAll(() => t.close());

  /** The part of a request context writeInChunks uses (no database: no statistics refresh). */
  const chunkContext = (tx: Tx) =>
    ({ tx, log: { warn: () => {} } }) as unknown as Parameters<typeof writeInChunks>[0];

  it('retries a failed chunk row by row: the failing row is reported, the others are written', async () => {
    const names = Array.from({ length: CHUNK_SIZE + 3 }, (_, i) => `Batch${i}`);
    const results = await runAsTenant(t.db, { orgId: org.orgId, userId: adminId }, (tx) =>
      writeInChunks(
        chunkContext(tx),
        names.map((value, i) => ({ row: i + 2, value })),
        async (sp, chunk) => {
          const out = [];
          for (const { row, value } of chunk) {
            const [u] = await sp
              .insert(users)
              .values({ orgId: org.orgId, type: 'student', firstName: value, lastName: 'X' })
              .returning({ id: users.id });
            // Row 7 fails after its user row was inserted: that insert must not survive.
            if (value === 'Batch5') throw new Error('simulated failure');
            out.push({ row, ok: true, id: u!.id });
          }
          return out;
        },
      ),
    );
    expect(results).toHaveLength(names.length);
    expect(results.filter((r) => !r.ok)).toEqual([{ row: 7, ok: false, error: ROW_NOT_SAVED }]);
    const saved = await t.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(inArray(users.firstName, names));
    expect(saved.map((s) => s.firstName).sort()).toEqual(
      names.filter((n) => n !== 'Batch5').sort(),
    );
  });

  it('leaves nothing behind when the run stops before the transaction commits', async () => {
    const before = await setupState(t.db);
    await expect(
      runAsTenant(t.db, { orgId: org.orgId, userId: adminId }, async (tx) => {
        await writeInChunks(chunkContext(tx), [{ row: 2, value: 'Crash' }], async (sp, chunk) => {
          await sp
            .insert(users)
            .values({ orgId: org.orgId, type: 'student', firstName: 'Crash', lastName: 'X' });
          return chunk.map(({ row }) => ({ row, ok: true }));
        });
        throw new Error('process died mid-run');
      }),
    ).rejects.toThrow('process died mid-run');
    expect(await t.db.select().from(users).where(eq(users.firstName, 'Crash'))).toEqual([]);
    expect(await setupState(t.db)).toEqual(before);
  });

  it('answers 4xx naming the problem to bad bodies and parameters, writing nothing (fast-check)', async () => {
    const before = await setupState(t.db);
    // Each bad body with the word its error must name.
    const badBody: fc.Arbitrary<[unknown, RegExp]> = fc.oneof(
      fc.constant<[unknown, RegExp]>([undefined, /body|csv/]),
      fc.constant<[unknown, RegExp]>([{}, /csv/]),
      fc
        .oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()))
        .map((csv): [unknown, RegExp] => [{ csv }, /csv/]),
      fc.string().map((csv): [unknown, RegExp] => [{ csv, extra: csv }, /extra/]),
      fc.string().map((data): [unknown, RegExp] => [{ data }, /csv|data/]),
    );
    const kind = fc.constantFrom(
      'serviceusers',
      'users',
      'serviceusers/validate',
      'users/validate',
    );
    await fc.assert(
      fc.asyncProperty(kind, badBody, async (k, [body, names]) => {
        const res = await call(t.app, token, org.orgId, {
          method: 'POST',
          url: `/api/import/${k}`,
          body,
        });
        expect({ status: res.statusCode, error: res.json().error }).toEqual({
          status: 400,
          error: expect.stringMatching(names),
        });
      }),
      { numRuns: 40 },
    );
    const unknownKind = await call(t.app, token, org.orgId, {
      method: 'POST',
      url: '/api/import/students',
      body: { csv: 'firstName' },
    });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().error).toMatch(/kind/);
    // Files that are not valid imports: any text missing the required header is refused as a whole.
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.constantFrom('serviceusers', 'users'),
        async (csv, k) => {
          fc.pre(!/firstName/i.test(csv));
          const res = await call(t.app, token, org.orgId, {
            method: 'POST',
            url: `/api/import/${k}`,
            body: { csv },
          });
          expect(res.statusCode).toBe(400);
          expect(res.json().error).toMatch(/The file will not be imported\./);
        },
      ),
      { numRuns: 40 },
    );
    expect(await setupState(t.db)).toEqual(before);
  });
});
