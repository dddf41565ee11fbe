import type { OversightQuery, OversightRow } from 'shared-api/schemas';
import { badRequest } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { namesOf, requireLeadOrAdmin } from './access';
import { localDay, restraintNow } from './clock';
import { loadRecords, type RecordRow } from './records';
import { isValidDay } from './validate';

/** Records whose incident day is within [from, to] (either end optional). */
export function inPeriod(rows: RecordRow[], from?: string, to?: string): RecordRow[] {
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (day !== undefined && !isValidDay(day)) {
      throw badRequest(`${field}: must be a real date (YYYY-MM-DD)`);
    }
  }
  if (from && to && from > to) throw badRequest('from: must not be after to');
  return rows.filter((r) => {
    const day = localDay(r.incidentAt);
    return (!from || day >= from) && (!to || day <= to);
  });
}

const matches = (row: RecordRow, state: OversightQuery['state']) =>
  state === undefined ||
  state === 'all' ||
  Object.values(row.items).some((item) =>
    state === 'open' ? item.state !== 'done' : item.state === state,
  );

/**
 * GET /api/restraint/oversight (leads and admins): the records with their four deadlines,
 * newest incident first. state: open = some item not done; due = some item due within 24 h;
 * overdue = some item overdue; all (default).
 */
export async function oversight(
  ctx: RequestContext,
  query: OversightQuery,
): Promise<{ data: OversightRow[]; total: number }> {
  const standing = await requireLeadOrAdmin(ctx);
  const all = await loadRecords(ctx.tx, { orgId: ctx.orgId, settingType: standing.settingType });
  const rows = inPeriod(all, query.from, query.to)
    .filter((r) => matches(r, query.state))
    .sort((a, b) => b.incidentAt.getTime() - a.incidentAt.getTime() || b.reference - a.reference);
  const size = query.pageSize ?? 50;
  const page = rows.slice(((query.page ?? 1) - 1) * size, (query.page ?? 1) * size);
  const names = await namesOf(
    ctx,
    page.flatMap((r) => (r.authorId === null ? [r.subjectId] : [r.subjectId, r.authorId])),
  );
  const person = (id: number) => names.get(id) ?? { id, firstName: '', lastName: '' };
  return {
    total: rows.length,
    data: page.map((r) => ({
      reference: r.reference,
      submissionId: r.submissionId,
      version: r.version,
      subject: person(r.subjectId),
      incidentAt: r.incidentAt.toISOString(),
      recordedAt: r.recordedAt.toISOString(),
      author: r.authorId === null ? null : person(r.authorId),
      items: r.items,
    })),
  };
}

/** GET /api/restraint/overdue-count (leads and admins): records with at least one overdue item. */
export async function overdueCount(ctx: RequestContext): Promise<{ overdue: number }> {
  const standing = await requireLeadOrAdmin(ctx);
  const all = await loadRecords(ctx.tx, {
    orgId: ctx.orgId,
    settingType: standing.settingType,
    now: restraintNow(),
  });
  return { overdue: all.filter((r) => matches(r, 'overdue')).length };
}
