// submission_facts (issue 11): the one row per submission that the Analytics reports read, kept by
// the triggers on form_responses. Written with the answers, in the same transaction, for every
// version; confined to its organisation by RLS; backfilled by the migration for existing answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { LOG_REPORT_PARTS } from 'shared-api/search';
import type { Breakdown } from 'shared-api/schemas';
import { queryRows, type Db, type Tx } from '../../src/db/client';
import { formResponses, formSubmissions } from '../../src/db/schema/index';
import { submissionFacts } from '../../src/db/schema/submissionFacts';
import { runAsTenant } from '../../src/platform/tenancy';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { generate, seedAnalyticsOrg } from './analytics-fixtures';
import { incidentBody, incidentWorld, send, type IncidentWorld } from './fixtures-incidents';

const counts = (buckets: Breakdown) => buckets.map((b) => [b.key, b.count]);

/**
 * The migrations' backfill statements, as written in them (0016: answered submissions; 0018:
 * scope, and the rest; 0020: order and what visibility reads).
 */
function backfillStatements(): string[] {
  const statements = [
    '0016_submission_facts.sql',
    '0018_submission_facts_scope.sql',
    '0020_search_speed.sql',
  ].flatMap((name) =>
    readFileSync(path.join(__dirname, '../../drizzle', name), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) =>
        /^(--[^\n]*\n)*(SELECT besmart_refresh_submission_facts\(|UPDATE submission_facts )/.test(
          s,
        ),
      ),
  );
  if (statements.length !== 4) throw new Error('the migrations have not their four backfills');
  return statements;
}

class Rollback extends Error {}

describe('submission_facts: the answers Analytics groups by (issue 11)', () => {
  let t: TestApp;
  let w: IncidentWorld;
  let v: IncidentWorld;
  let tokens: { author: string; helper: string; lead: string; vAuthor: string };

  const post = (world: IncidentWorld, token: string, body: unknown) =>
    send(t.app, token, world.org.orgId, 'POST', '/api/formsubmission', body);
  const factsOf = async (id: number, runner: Db | Tx = t.db) =>
    (await runner.select().from(submissionFacts).where(eq(submissionFacts.submissionId, id)))[0];
  /** A Draft incident written straight to the table, without answers; its id. */
  const insertDraft = async () => {
    const [submission] = await t.db
      .insert(formSubmissions)
      .values({
        orgId: w.org.orgId,
        type: 'incidentreport',
        subType: 'lowlevel',
        status: 'Draft',
        authorId: w.author.id,
        subjectId: w.childId,
        flag: 'none',
      })
      .returning({ id: formSubmissions.id });
    return submission!.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await incidentWorld(t.db);
    v = await incidentWorld(t.db);
    tokens = {
      author: (await t.tokenFor(w.author.email, w.org.name)).token,
      helper: (await t.tokenFor(w.helper.email, w.org.name)).token,
      lead: (await t.tokenFor(w.lead.email, w.org.name)).token,
      vAuthor: (await t.tokenFor(v.author.email, v.org.name)).token,
    };
  });
  afterAll(() => t.close());

  it('writes an incident’s facts with its answers, and an edit’s for the new version, which the reports then count', async () => {
    const first = await post(
      w,
      tokens.author,
      incidentBody(w, {
        overrides: {
          location: '  Dining Hall ',
          physicalTechniques: JSON.stringify([
            { key: 'Double Elbow', value: '2' },
            { key: 'Wrap', value: 'n/a' },
          ]),
          physicalInterventionDuration: '12',
          hurtingSelf: 'Yes',
          propertyDamage: 'No',
        },
      }),
    );
    expect(first.statusCode).toBe(200);
    const firstId = first.json().data.id as number;
    expect(await factsOf(firstId)).toMatchObject({
      orgId: w.org.orgId,
      type: 'incidentreport',
      status: 'Published',
      superseded: false,
      subjectId: w.childId,
      day: '2026-03-04',
      hour: 12,
      locationKey: 'dining hall',
      locationLabel: 'Dining Hall',
      completedByKey: String(w.author.id),
      duration: '12',
      positiveNegativeKey: null,
    });
    const facts1 = (await factsOf(firstId))!;
    expect(facts1.yesKeys).toEqual(
      expect.arrayContaining(['hurtingSelf', 'medicalInterventionRequired']),
    );
    expect(facts1.yesKeys).not.toContain('propertyDamage');
    expect(facts1.techniqueKeys).toEqual(['deescalation:calmtalking', 'physical:doubleelbow']);
    expect(facts1.techniqueLabels).toEqual(['Calm talking', 'Double Elbow']);
    expect([...facts1.staffIds].sort()).toEqual([String(w.author.id), String(w.helper.id)].sort());
    expect(facts1.studentIds).toEqual([String(w.childId)]);

    const report = async () => {
      const res = await generate(t, tokens.lead, w.org.orgId, ['intervention', 'involvement']);
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        intervention: {
          physicalTechniques: Breakdown;
          deescalationTechniques: Breakdown;
          totalDurationSeconds: number;
          averageDurationSeconds: number | null;
          damageCategories: Breakdown;
        };
        involvement: { staff: Breakdown; otherServiceUsers: Breakdown };
      };
    };
    const before = await report();
    expect(counts(before.intervention.physicalTechniques)).toEqual([['doubleelbow', 1]]);
    expect(before.intervention.totalDurationSeconds).toBe(720);
    expect(
      before.intervention.damageCategories.filter((c) => c.count > 0).map((c) => c.key),
    ).toEqual(['hurtingSelf']);
    expect(counts(before.involvement.staff).sort()).toEqual(
      [
        [String(w.author.id), 1],
        [String(w.helper.id), 1],
      ].sort(),
    );

    // The helper (staff involved) edits it: a new version with other answers.
    const edit = await post(
      w,
      tokens.helper,
      incidentBody(w, {
        formId: firstId,
        overrides: {
          location: 'Playground',
          physicalTechniques: JSON.stringify([{ key: 'Wrap', value: '3' }]),
          physicalInterventionDuration: '30',
          hurtingSelf: 'No',
          propertyDamage: 'true',
          staffInvolved: JSON.stringify([String(w.author.id)]),
        },
      }),
    );
    expect(edit.statusCode).toBe(200);
    const secondId = edit.json().data.id as number;
    expect(secondId).not.toBe(firstId);
    const facts2 = (await factsOf(secondId))!;
    expect(facts2).toMatchObject({ locationKey: 'playground', duration: '30' });
    expect(facts2.yesKeys).toContain('propertyDamage');
    expect(facts2.yesKeys).not.toContain('hurtingSelf');
    const physical = facts2.techniqueKeys.flatMap((key, i) =>
      key.startsWith('physical:') ? [[key, facts2.techniqueLabels[i]]] : [],
    );
    expect(physical).toEqual([['physical:wrap', 'Wrap']]);
    expect(facts2.staffIds).toEqual([String(w.author.id)]);
    // The old version's answers are immutable: its facts are as they were, and it is superseded.
    expect(await factsOf(firstId)).toEqual({ ...facts1, superseded: true });

    const after = await report();
    expect(counts(after.intervention.physicalTechniques)).toEqual([['wrap', 1]]);
    expect(after.intervention.totalDurationSeconds).toBe(1800);
    expect(after.intervention.averageDurationSeconds).toBe(1800);
    expect(
      after.intervention.damageCategories.filter((c) => c.count > 0).map((c) => c.key),
    ).toEqual(['propertyDamage']);
    expect(counts(after.involvement.staff)).toEqual([[String(w.author.id), 1]]);
  });

  it('counts an edited log by its new type', async () => {
    const log = (type: string, formId?: number) => ({
      data: {
        type: 'concern',
        status: 'Published',
        subject: w.childId,
        ...(formId ? { formId } : {}),
        responses: [
          { questionKey: 'positiveNegative', questionText: 'Type', response: type },
          { questionKey: 'concern', questionText: 'Concern', response: 'Helped a friend' },
        ],
      },
    });
    const created = await post(w, tokens.author, log('Positive'));
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    expect(await factsOf(id)).toMatchObject({
      positiveNegativeKey: 'positive',
      positiveNegativeLabel: 'Positive',
    });
    const byType = async () => {
      const res = await generate(t, tokens.lead, w.org.orgId, [...LOG_REPORT_PARTS], [], {
        submissionType: 'concern',
      });
      expect(res.statusCode).toBe(200);
      return counts(res.json().data.concernByType as Breakdown);
    };
    expect(await byType()).toEqual([['positive', 1]]);
    const edited = await post(w, tokens.author, log('Negative', id));
    expect(edited.statusCode).toBe(200);
    expect(await factsOf(edited.json().data.id as number)).toMatchObject({
      positiveNegativeKey: 'negative',
    });
    expect(await byType()).toEqual([['negative', 1]]);
  });

  it('writes the facts in the transaction that writes the answers, and leaves them as they were when it rolls back', async () => {
    const id = await insertDraft();
    // Every submission has its facts row from its insert on (migration 0018), before any answer.
    const blank = await factsOf(id);
    expect(blank).toMatchObject({ type: 'incidentreport', status: 'Draft', locationKey: null });
    // The API writes as the tenant role in one transaction: the facts are there before it commits,
    // and a transaction that rolls back leaves them as they were.
    let during: string | null | undefined;
    await expect(
      runAsTenant(t.db, { orgId: w.org.orgId, userId: w.author.id }, async (tx) => {
        await tx.insert(formResponses).values({
          orgId: w.org.orgId,
          submissionId: id,
          questionKey: 'location',
          questionText: 'Location',
          response: 'Library',
        });
        during = (await factsOf(id, tx))?.locationKey;
        throw new Rollback('undo');
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(during).toBe('library');
    expect(await factsOf(id)).toEqual(blank);

    // Inside one transaction (as the tenant role the API uses), the facts follow each statement.
    const inside = await runAsTenant(
      t.db,
      { orgId: w.org.orgId, userId: w.author.id },
      async (tx) => {
        await tx.insert(formResponses).values({
          orgId: w.org.orgId,
          submissionId: id,
          questionKey: 'location',
          questionText: 'Location',
          response: ' Library ',
        });
        const a = await factsOf(id, tx);
        await tx
          .update(formResponses)
          .set({ response: 'Gym' })
          .where(eq(formResponses.submissionId, id));
        const b = await factsOf(id, tx);
        return [a?.locationLabel, b?.locationLabel];
      },
    );
    expect(inside).toEqual(['Library', 'Gym']);
    expect((await factsOf(id))?.locationKey).toBe('gym');
  });

  it('copies a submission’s scope and subject to its facts, whatever statement changes them', async () => {
    const id = await insertDraft();
    await t.db.insert(formResponses).values({
      orgId: w.org.orgId,
      submissionId: id,
      questionKey: 'location',
      questionText: 'Location',
      response: 'Hall',
    });
    const scope = async (tx?: Parameters<typeof factsOf>[1]) => {
      const f = (await factsOf(id, tx))!;
      return [f.status, f.superseded, f.subjectId, f.locationKey, f.reference];
    };
    const inside = await runAsTenant(
      t.db,
      { orgId: w.org.orgId, userId: w.author.id },
      async (tx) => {
        const seen: unknown[][] = [];
        const set = async (values: Partial<typeof formSubmissions.$inferInsert>) => {
          await tx.update(formSubmissions).set(values).where(eq(formSubmissions.id, id));
          seen.push(await scope(tx));
        };
        // Publishing hands the reference out (0020 copies it: the search pages the facts alone).
        await set({ status: 'Published', reference: 990_001 });
        await set({ subjectId: w.otherChildId });
        await set({ flag: 'red' });
        await set({ superseded: true });
        return seen;
      },
    );
    expect(inside).toEqual([
      ['Published', false, w.childId, 'hall', 990_001],
      ['Published', false, w.otherChildId, 'hall', 990_001],
      ['Published', false, w.otherChildId, 'hall', 990_001],
      ['Published', true, w.otherChildId, 'hall', 990_001],
    ]);
    await t.db
      .update(formSubmissions)
      .set({ status: 'Archived' })
      .where(eq(formSubmissions.id, id));
    expect(await scope()).toEqual(['Archived', true, w.otherChildId, 'hall', 990_001]);
    // Over the whole database, no facts row disagrees with its submission.
    const differing = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from form_submissions s
        left join submission_facts f on f.submission_id = s.id
        where f.submission_id is null
          or (f.org_id, f.type, f.status, f.superseded, f.subject_id, f.reference, f.created_at,
            f.author_id, f.root_id, f.was_published)
          is distinct from
          (s.org_id, s.type, s.status, s.superseded, s.subject_id, s.reference, s.created_at,
            s.author_id, s.root_id, s.was_published)`,
    );
    expect(Number(differing[0]!.n)).toBe(0);
  });

  it('hides one organisation’s facts from another (RLS)', async () => {
    const mine = await post(v, tokens.vAuthor, incidentBody(v));
    expect(mine.statusCode).toBe(200);
    const vId = mine.json().data.id as number;
    const wIds = (
      await t.db
        .select({ id: submissionFacts.submissionId })
        .from(submissionFacts)
        .where(eq(submissionFacts.orgId, w.org.orgId))
    ).map((r) => r.id);
    expect(wIds.length).toBeGreaterThan(0);

    const asV = await runAsTenant(t.db, { orgId: v.org.orgId, userId: null }, async (tx) => ({
      all: await tx
        .select({ id: submissionFacts.submissionId, orgId: submissionFacts.orgId })
        .from(submissionFacts),
      // Even naming org A's rows directly finds nothing.
      named: await tx
        .select({ id: submissionFacts.submissionId })
        .from(submissionFacts)
        .where(inArray(submissionFacts.submissionId, wIds)),
      counted: await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from submission_facts where org_id = ${w.org.orgId}`,
      ),
      changed: (
        await tx
          .update(submissionFacts)
          .set({ day: '1999-01-01' })
          .where(inArray(submissionFacts.submissionId, wIds))
          .returning({ id: submissionFacts.submissionId })
      ).length,
    }));
    expect(asV.all.map((r) => r.id)).toContain(vId);
    expect(asV.all.every((r) => r.orgId === v.org.orgId)).toBe(true);
    expect(asV.named).toEqual([]);
    expect(Number(asV.counted[0]!.n)).toBe(0);
    expect(asV.changed).toBe(0);
    // Org A still sees its own.
    const asW = await runAsTenant(t.db, { orgId: w.org.orgId, userId: null }, (tx) =>
      tx.select({ id: submissionFacts.submissionId }).from(submissionFacts),
    );
    expect(asW.map((r) => r.id).sort((x, y) => x - y)).toEqual([...wIds].sort((x, y) => x - y));
  });

  it('backfills the facts of answers that existed before the migration, as the triggers write them', async () => {
    // Varied answers (locations, dates, times, flags, versions, logs) written row by row.
    await seedAnalyticsOrg(t, 'facts-backfill', 36);
    const all = () =>
      t.db.select().from(submissionFacts).orderBy(asc(submissionFacts.submissionId));
    const written = await all();
    const submissions = await t.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .orderBy(asc(formSubmissions.id));
    // One row per submission, answered or not.
    expect(written.map((r) => r.submissionId)).toEqual(submissions.map((r) => r.id));
    expect(written.some((r) => r.techniqueKeys.length > 0)).toBe(true);
    expect(written.some((r) => r.staffIds.length > 0)).toBe(true);

    // A database migrated with these answers already in it: no facts yet, then the migration's
    // backfill. Rolled back afterwards.
    const backfilled = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from submission_facts`);
        expect(await tx.select().from(submissionFacts)).toEqual([]);
        for (const statement of backfillStatements()) await tx.execute(sql.raw(statement));
        const rows = await tx
          .select()
          .from(submissionFacts)
          .orderBy(asc(submissionFacts.submissionId));
        throw new Rollback(JSON.stringify(rows));
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return JSON.parse(error.message) as unknown;
        throw error;
      });
    expect(backfilled).toEqual(JSON.parse(JSON.stringify(written)));
    expect(await all()).toEqual(written);
  });
});
