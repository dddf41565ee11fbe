// Analytics area: the aggregate report parts of `POST /api/report/generate` (issue 11; spec 3 §2.3-2.5,
// §3 "Report aggregates"). Every part here is for safeguarding leads only.
import { Type, type Static, type TSchema } from 'typebox';
import { Id } from './common';
import { CriteriaRow } from './search';

const Count = Type.Integer({ minimum: 0 });
const NullableText = Type.Union([Type.String(), Type.Null()]);

/** The server's answer (403) to anyone who is not a safeguarding lead, for every Analytics part. */
export const ANALYTICS_FORBIDDEN = 'Only safeguarding leads can see Analytics';

/**
 * One bar / slice of a chart. `key` is stable (an id, 'YYYY-MM', '00'..'23', a category key),
 * `label` is what the screen shows. `criteria`: rows that, ANDed to the report's own criteria,
 * select exactly the records counted in this bucket (drill-down); null when no search criterion
 * can express it.
 */
export const Bucket = Type.Object({
  key: Type.String(),
  label: Type.String(),
  count: Count,
  criteria: Type.Union([Type.Array(CriteriaRow), Type.Null()]),
});
export type Bucket = Static<typeof Bucket>;

/** Buckets sorted by count desc, then label (date / hour breakdowns in time order instead). */
export const Breakdown = Type.Array(Bucket);
export type Breakdown = Static<typeof Breakdown>;

// ---- submissionType 'incidentreport' (Global Incident Report, /report/incidentreport) ----

/** `incidentTotals`: Published current incidents matching the criteria, and by level of force. */
export const IncidentTotals = Type.Object({
  total: Count,
  noPhysical: Count,
  physical: Count,
  restrictive: Count,
});
export type IncidentTotals = Static<typeof IncidentTotals>;

/** `intervention` (Intervention Report, spec 3 §2.5). */
export const InterventionReport = Type.Object({
  locations: Breakdown,
  physicalTechniques: Breakdown,
  deescalationTechniques: Breakdown,
  restrictiveCount: Count,
  /** Mean duration of the incidents that record one; null when none does. */
  averageDurationSeconds: Type.Union([Type.Number(), Type.Null()]),
  totalDurationSeconds: Count,
  /** The five damage categories of spec 3 §2.5, all present (count 0 when none). */
  damageCategories: Breakdown,
});
export type InterventionReport = Static<typeof InterventionReport>;

/** `involvement` (Involvement Report). */
export const InvolvementReport = Type.Object({
  staff: Breakdown,
  otherServiceUsers: Breakdown,
  /** Weighted average of staff per incident, rounded up; null when no incident. */
  averageStaffPerIncident: Type.Union([Type.Integer(), Type.Null()]),
});
export type InvolvementReport = Static<typeof InvolvementReport>;

/** `pilExtrasReport`: one bucket per category of spec 3 §2.5 (all present), and per student. */
export const PilExtrasReport = Type.Object({
  incidents: Breakdown,
  byCategory: Type.Array(
    Type.Object({ key: Type.String(), label: Type.String(), byStudent: Breakdown }),
  ),
});
export type PilExtrasReport = Static<typeof PilExtrasReport>;

/** `pilExtrasReportExclusions`. */
export const PilExtrasExclusions = Type.Object({
  suspensions: Count,
  permanentExclusions: Count,
  suspensionsByStudent: Breakdown,
  permanentExclusionsByStudent: Breakdown,
});
export type PilExtrasExclusions = Static<typeof PilExtrasExclusions>;

/**
 * `incidentTrend`: the period is the dateOfIncident range of the criteria, else the last 12 months
 * to today; the previous period is the same length just before it. Dates YYYY-MM-DD.
 */
export const IncidentTrend = Type.Object({
  from: Type.String(),
  to: Type.String(),
  previousFrom: Type.String(),
  previousTo: Type.String(),
  months: Type.Array(Type.Object({ month: Type.String(), count: Count, previousCount: Count })),
  total: Count,
  previousTotal: Count,
});
export type IncidentTrend = Static<typeof IncidentTrend>;

/** `incidentHeatmap`: all 168 cells, weekday 1 (Monday) .. 7, hour 0..23. */
export const IncidentHeatmap = Type.Object({
  cells: Type.Array(
    Type.Object({
      weekday: Type.Integer({ minimum: 1, maximum: 7 }),
      hour: Type.Integer({ minimum: 0, maximum: 23 }),
      count: Count,
    }),
  ),
});
export type IncidentHeatmap = Static<typeof IncidentHeatmap>;

export const DISPROPORTIONALITY_DIMENSIONS = ['ethnicity', 'gender', 'yearGroup', 'sen'] as const;
export type DisproportionalityDimension = (typeof DISPROPORTIONALITY_DIMENSIONS)[number];

/**
 * `disproportionality`: roll = the organisation's current service users in the group; rates per
 * 100 of the roll, 1 decimal; null when the roll is 0.
 */
export const Disproportionality = Type.Object({
  rows: Type.Array(
    Type.Object({
      dimension: Type.Union([
        Type.Literal('ethnicity'),
        Type.Literal('gender'),
        Type.Literal('yearGroup'),
        Type.Literal('sen'),
      ]),
      group: Type.String(),
      roll: Count,
      incidents: Count,
      physical: Count,
      restrictive: Count,
      physicalPer100: Type.Union([Type.Number(), Type.Null()]),
      restrictivePer100: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
});
export type Disproportionality = Static<typeof Disproportionality>;

// ---- submissionType 'medicalinterventionreport' (Injuries Report) ----

/** `medicalIntervention`. */
export const MedicalInterventionReport = Type.Object({
  injuredServiceUser: Count,
  injuredStaff: Count,
  injuredOther: Count,
  byMonth: Breakdown,
  byHour: Breakdown,
  byUserGroup: Breakdown,
  byLocation: Breakdown,
  averageStaffPerIncident: Type.Union([Type.Integer(), Type.Null()]),
});
export type MedicalInterventionReport = Static<typeof MedicalInterventionReport>;

// ---- submissionType 'concern' (Log Report, /report/concernreport) ----

export const ConcernStudentOverviewRow = Type.Object({
  userId: Id,
  name: Type.String(),
  positive: Count,
  negative: Count,
  na: Count,
  total: Count,
});
export type ConcernStudentOverviewRow = Static<typeof ConcernStudentOverviewRow>;
export const ConcernStudentOverview = Type.Array(ConcernStudentOverviewRow);
export type ConcernStudentOverview = Static<typeof ConcernStudentOverview>;

export const ConcernRow = Type.Object({
  id: Id,
  userId: Id,
  firstname: Type.String(),
  lastname: Type.String(),
  group: NullableText,
  concernDate: NullableText,
  concernTime: NullableText,
  concern: NullableText,
  type: NullableText,
  action: NullableText,
  actionDate: NullableText,
});
export type ConcernRow = Static<typeof ConcernRow>;

function Page<T extends TSchema>(row: T) {
  return Type.Object({ rows: Type.Array(row), total: Count });
}

/** `concernSearch`: limit/offset (default 250), id desc. */
export const ConcernSearchResult = Page(ConcernRow);
export type ConcernSearchResult = Static<typeof ConcernSearchResult>;

// ---- submissionType 'clicker' (Clicker Report, /report/clickerreport) ----

export const ClickerStudentOverviewRow = Type.Object({
  userId: Id,
  name: Type.String(),
  total: Count,
  byType: Type.Array(Type.Object({ type: Type.String(), count: Count })),
});
export type ClickerStudentOverviewRow = Static<typeof ClickerStudentOverviewRow>;
export const ClickerStudentOverview = Type.Array(ClickerStudentOverviewRow);
export type ClickerStudentOverview = Static<typeof ClickerStudentOverview>;

export const ClickerRow = Type.Object({
  id: Id,
  userId: Id,
  firstname: Type.String(),
  lastname: Type.String(),
  yearGroup: NullableText,
  createdAt: Type.String(),
  type: Type.String(),
});
export type ClickerRow = Static<typeof ClickerRow>;

/** `clickerSearch`: limit/offset (default 250), id desc. */
export const ClickerSearchResult = Page(ClickerRow);
export type ClickerSearchResult = Static<typeof ClickerSearchResult>;

/** Members of `POST /api/report/generate` answered by the Analytics screens. */
export const AnalyticsReports = Type.Object({
  incidentTotals: IncidentTotals,
  incidentsByStudent: Breakdown,
  incidentsByYearGroup: Breakdown,
  incidentsByUserGroup: Breakdown,
  incidentsByMonth: Breakdown,
  incidentsByHour: Breakdown,
  incidentsByLocation: Breakdown,
  incidentsBySystemUser: Breakdown,
  intervention: InterventionReport,
  involvement: InvolvementReport,
  pilExtrasReport: PilExtrasReport,
  pilExtrasReportExclusions: PilExtrasExclusions,
  incidentTrend: IncidentTrend,
  incidentHeatmap: IncidentHeatmap,
  disproportionality: Disproportionality,
  medicalIntervention: MedicalInterventionReport,
  concernCount: Count,
  concernStudentCount: Count,
  concernByType: Breakdown,
  concernByStudentPositive: Breakdown,
  concernByStudentNegative: Breakdown,
  concernByStudentNA: Breakdown,
  concernStudentOverview: ConcernStudentOverview,
  concernSearch: ConcernSearchResult,
  clickerCount: Count,
  clickerStudentCount: Count,
  clickerByType: Breakdown,
  clickerByStudent: Breakdown,
  clickerStudentOverview: ClickerStudentOverview,
  clickerSearch: ClickerSearchResult,
});
export type AnalyticsReports = Static<typeof AnalyticsReports>;
