import {
  DebriefBody,
  FileIdResponse,
  OrgIdQuery,
  OverdueCountResponse,
  OversightListResponse,
  OversightQuery,
  ParentLetterBody,
  ParentLetterResponse,
  ParentLetterSent,
  ParentReportBody,
  RestraintExportPdfBody,
  RestraintExportQuery,
  RestraintFollowupResponse,
  RestraintParams,
  RestraintCsv,
  RestraintRecordResponse,
  SignOffBody,
} from '../schemas';
import { defineRoutes } from './define';

/** Restraint records (issue 13): oversight, one record, follow-ups, parent letter, exports. */
export const RESTRAINT_ROUTES = defineRoutes({
  'GET /api/restraint/oversight': { querystring: OversightQuery, response: OversightListResponse },
  'GET /api/restraint/overdue-count': { querystring: OrgIdQuery, response: OverdueCountResponse },
  'GET /api/restraint/export.csv': { querystring: RestraintExportQuery, response: RestraintCsv },
  'POST /api/restraint/export-pdf': {
    querystring: OrgIdQuery,
    body: RestraintExportPdfBody,
    response: FileIdResponse,
  },
  'GET /api/restraint/:reference': {
    params: RestraintParams,
    querystring: OrgIdQuery,
    response: RestraintRecordResponse,
  },
  'POST /api/restraint/:reference/parent-report': {
    params: RestraintParams,
    querystring: OrgIdQuery,
    body: ParentReportBody,
    response: RestraintFollowupResponse,
  },
  'POST /api/restraint/:reference/sign-off': {
    params: RestraintParams,
    querystring: OrgIdQuery,
    body: SignOffBody,
    response: RestraintFollowupResponse,
  },
  'POST /api/restraint/:reference/debrief': {
    params: RestraintParams,
    querystring: OrgIdQuery,
    body: DebriefBody,
    response: RestraintFollowupResponse,
  },
  'GET /api/restraint/:reference/parent-letter': {
    params: RestraintParams,
    querystring: OrgIdQuery,
    response: ParentLetterResponse,
  },
  'POST /api/restraint/:reference/parent-letter': {
    params: RestraintParams,
    querystring: OrgIdQuery,
    body: ParentLetterBody,
    response: ParentLetterSent,
  },
});
