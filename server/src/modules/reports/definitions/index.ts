import type { ReportDefinition } from '../registry';
import behaviourDrafts from './behaviourDrafts';
import cpomsIncidentSearch from './cpomsIncidentSearch';
import globalIncidentSearch from './globalIncidentSearch';
import incidentDrafts from './incidentDrafts';
import incidentSearch from './incidentSearch';
import incidentsAsCollaborator from './incidentsAsCollaborator';
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
] as ReportDefinition[];
