// The Analytics parts of POST /api/report/generate (shared-api/src/schemas/analytics.ts) and the
// criteria codec of the result URLs.
import { api, type QueryItem, type Relation } from 'shared-api';
import type {
  AnalyticsReports,
  Bucket,
  Breakdown,
  CriteriaRow,
  IncidentRow,
} from 'shared-api/schemas';

export type { AnalyticsReports, Breakdown, Bucket, IncidentRow };

/** A page of related incidents (the existing globalIncidentSearch part). */
export interface IncidentPage {
  rows: IncidentRow[];
  total: number;
}

export type ReportParts = AnalyticsReports & { globalIncidentSearch: IncidentPage };
export type AnalyticsPartName = keyof ReportParts;
/** What one result screen got: the parts it asked for (a part the server lacks is absent). */
export type ReportResult = Partial<ReportParts>;

/** Rows of the related lists asked for at once ("First 250 Results"). */
export const RELATED_LIMIT = 250;

/** Runs the named parts of one report for `query` (limit applies to the list parts). */
export async function runReport(
  submissionType: string,
  parts: readonly string[],
  query: QueryItem[],
): Promise<ReportResult> {
  const answer = await api.post('/api/report/generate', {
    body: {
      data: {
        submissionType,
        query: query as CriteriaRow[],
        reports: [...parts],
        limit: RELATED_LIMIT,
        offset: 0,
      },
    },
  });
  return answer.data as ReportResult;
}

// ---- criteria in the URL: ?q=<JSON of QueryItem[]> ----

export const CRITERIA_PARAM = 'q';

/** `?q=` + the criteria as JSON (URLSearchParams encodes it); empty criteria: no parameter. */
export function criteriaSearch(query: readonly QueryItem[]): string {
  if (query.length === 0) return '';
  const params = new URLSearchParams({ [CRITERIA_PARAM]: JSON.stringify(query) });
  return `?${params.toString()}`;
}

function isRelation(value: unknown): value is Relation {
  return value === 'AND' || value === 'OR';
}

/**
 * The criteria of a result URL: [] when there is none, null when the parameter is not a list of
 * criteria (a hand-edited or cut-off link).
 */
export function criteriaFromSearch(search: string): QueryItem[] | null {
  const raw = new URLSearchParams(search).get(CRITERIA_PARAM);
  if (raw === null || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const items: QueryItem[] = [];
  for (const [index, item] of parsed.entries()) {
    if (!item || typeof item !== 'object') return null;
    const { key, operator, response, relation } = item as Record<string, unknown>;
    if (typeof key !== 'string' || !key || typeof operator !== 'string' || !operator) return null;
    if (typeof response !== 'string' && typeof response !== 'number') return null;
    items.push({
      key,
      operator,
      response: String(response),
      relation: index === 0 ? 'AND' : isRelation(relation) ? relation : 'AND',
    });
  }
  return items;
}

/**
 * Drill-down: the bucket's own rows ANDed after the report's criteria. Rows join everything above
 * them left to right ([A, OR B, AND C] = (A OR B) AND C), so the bucket narrows the whole query.
 */
export function drillQuery(
  query: readonly QueryItem[],
  bucket: Pick<Bucket, 'criteria'>,
): QueryItem[] {
  const extra = (bucket.criteria ?? []).map((row): QueryItem => ({
    key: row.key,
    operator: row.operator,
    response: row.response === null || row.response === undefined ? '' : String(row.response),
    relation: 'AND',
  }));
  return [...query, ...extra];
}

/** True when a breakdown has nothing to draw. */
export function isEmptyBreakdown(buckets: Breakdown | undefined): boolean {
  return !buckets || buckets.every((b) => b.count === 0);
}
