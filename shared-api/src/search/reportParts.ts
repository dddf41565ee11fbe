// The report parts each Analytics screen asks POST /api/report/generate for (spec 3 §2.5): plain
// data, so the screens, the server's tests and its bench name them once.
/** The Global Incident Report's tiles and seven charts, answered by one aggregate statement. */
export const GLOBAL_INCIDENT_REPORT_CHARTS = [
  'incidentTotals',
  'incidentsByStudent',
  'incidentsByYearGroup',
  'incidentsByUserGroup',
  'incidentsByMonth',
  'incidentsByHour',
  'incidentsByLocation',
  'incidentsBySystemUser',
] as const;

/** Every part of the Log Report (submissionType 'concern'). */
export const LOG_REPORT_PARTS = [
  'concernCount',
  'concernStudentCount',
  'concernByType',
  'concernByStudentPositive',
  'concernByStudentNegative',
  'concernByStudentNA',
  'concernStudentOverview',
  'concernSearch',
] as const;

/** Every part of the Clicker Report (submissionType 'clicker'). */
export const CLICKER_REPORT_PARTS = [
  'clickerCount',
  'clickerStudentCount',
  'clickerByType',
  'clickerByStudent',
  'clickerStudentOverview',
  'clickerSearch',
] as const;
