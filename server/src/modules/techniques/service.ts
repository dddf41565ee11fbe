import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TechniqueAverage } from 'shared-api/schemas';
import { formResponses, users } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { submissionVisibleTo, viewerFor } from '../../platform/visibility';
import { inOrganisation } from '../users/service';

export const PERSON_NOT_FOUND = 'Service user not found';

/** Ratings '1'..'10' count; 'n/a', blanks and anything else are ignored. */
function rating(value: unknown): number | null {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^(10|[1-9])$/.test(text)) return null;
  return Number(text);
}

/**
 * Average rating per technique (0 when it was only ever marked n/a), highest first, from answers
 * stored as JSON lists of {key, value}.
 */
export function rankTechniques(answers: readonly string[]): TechniqueAverage[] {
  const sums = new Map<string, { total: number; count: number }>();
  for (const text of answers) {
    let list: unknown;
    try {
      list = JSON.parse(text);
    } catch {
      continue;
    }
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (typeof item !== 'object' || item === null) continue;
      const { key, value } = item as Record<string, unknown>;
      if (typeof key !== 'string' || !key.trim()) continue;
      const entry = sums.get(key) ?? { total: 0, count: 0 };
      const r = rating(value);
      if (r !== null) {
        entry.total += r;
        entry.count += 1;
      }
      sums.set(key, entry);
    }
  }
  return [...sums]
    .map(([name, { total, count }]) => ({
      name,
      average: count === 0 ? 0 : Math.round((total / count) * 10) / 10,
    }))
    .sort((a, b) => b.average - a.average || a.name.localeCompare(b.name));
}

/**
 * Technique ranking of a service user over their current Published incident reports that the
 * viewer may see (so the figures never draw on reports hidden from the caller).
 */
export async function techniqueRanking(ctx: RequestContext, personId: number) {
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const [person] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, personId), inOrganisation(viewer.orgId, 'student')))
    .limit(1);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  const rows = await tx
    .select({ key: formResponses.questionKey, response: formResponses.response })
    .from(formResponses)
    .where(
      and(
        eq(formResponses.orgId, viewer.orgId),
        inArray(formResponses.questionKey, ['deescalationTechniques', 'physicalTechniques']),
        sql`exists (select 1 from form_submissions fs
          where fs.id = ${formResponses.submissionId} and fs.org_id = ${viewer.orgId}
            and fs.subject_id = ${personId} and fs.type = 'incidentreport'
            and fs.status = 'Published' and fs.superseded = false
            and ${submissionVisibleTo(viewer, 'fs')})`,
      ),
    );
  const of = (key: string) => rows.filter((r) => r.key === key).map((r) => r.response);
  return {
    physical: rankTechniques(of('physicalTechniques')),
    deescalation: rankTechniques(of('deescalationTechniques')),
  };
}
