import type { ReportDefinition } from '../registry';
import behaviourDrafts from './behaviourDrafts';
import concernCount from './concernCount';
import concernStudentCount from './concernStudentCount';
import concernByType from './concernByType';
import concernByStudentPositive from './concernByStudentPositive';
import concernByStudentNegative from './concernByStudentNegative';
import concernByStudentNA from './concernByStudentNA';
import concernStudentOverview from './concernStudentOverview';
import concernSearch from './concernSearch';
import clickerCount from './clickerCount';
import clickerStudentCount from './clickerStudentCount';
import clickerByType from './clickerByType';
import clickerByStudent from './clickerByStudent';
import clickerStudentOverview from './clickerStudentOverview';
import clickerSearch from './clickerSearch';
import pilExtrasReport from './pilExtrasReport';
import pilExtrasReportExclusions from './pilExtrasReportExclusions';
import incidentHeatmap from './incidentHeatmap';
import involvement from './involvement';
import disproportionality from './disproportionality';
import incidentTrend from './incidentTrend';
import intervention from './intervention';
import medicalIntervention from './medicalIntervention';
import cpomsIncidentSearch from './cpomsIncidentSearch';
import globalIncidentSearch from './globalIncidentSearch';
import incidentDrafts from './incidentDrafts';
import incidentSearch from './incidentSearch';
import incidentsAsCollaborator from './incidentsAsCollaborator';
import incidentTotals from './incidentTotals';
import incidentsByStudent from './incidentsByStudent';
import incidentsByYearGroup from './incidentsByYearGroup';
import incidentsByUserGroup from './incidentsByUserGroup';
import incidentsByMonth from './incidentsByMonth';
import incidentsByHour from './incidentsByHour';
import incidentsByLocation from './incidentsByLocation';
import incidentsBySystemUser from './incidentsBySystemUser';
import numActiveStudents from './numActiveStudents';
import plansDueForReview from './plansDueForReview';
import totalNumberOfIncidents from './totalNumberOfIncidents';

/**
 * Every report `POST /api/report/generate` knows. To add one: create `definitions/<name>.ts`
 * default-exporting `defineReport({...})` and list it here (a test fails if a file is left out).
 */
export const REPORT_DEFINITIONS: readonly ReportDefinition[] = [
  numActiveStudents,
  totalNumberOfIncidents,
  behaviourDrafts,
  incidentsAsCollaborator,
  incidentDrafts,
  incidentSearch,
  globalIncidentSearch,
  cpomsIncidentSearch,
  plansDueForReview,
  incidentTotals,
  incidentsByStudent,
  incidentsByYearGroup,
  incidentsByUserGroup,
  incidentsByMonth,
  incidentsByHour,
  incidentsByLocation,
  incidentsBySystemUser,
  concernCount,
  concernStudentCount,
  concernByType,
  concernByStudentPositive,
  concernByStudentNegative,
  concernByStudentNA,
  concernStudentOverview,
  concernSearch,
  clickerCount,
  clickerStudentCount,
  clickerByType,
  clickerByStudent,
  clickerStudentOverview,
  clickerSearch,
  pilExtrasReport,
  pilExtrasReportExclusions,
  incidentHeatmap,
  involvement,
  disproportionality,
  incidentTrend,
  intervention,
  medicalIntervention,
] as ReportDefinition[];
