import {
  AcknowledgeBody,
  CommentCreateBody,
  CommentCreateQuery,
  CommentCreateResponse,
  CommentListResponse,
  CommentParams,
  CpomsPushResponse,
  FormResponseListQuery,
  FormResponseListResponse,
  IdParams,
  ListQuery,
  OrgIdQuery,
  ReportGenerateQuery,
  ReportGenerateRequest,
  ReportGenerateResponse,
  SubmissionCreateBody,
  SubmissionCreateResponse,
  SubmissionListResponse,
  SubmissionParams,
  SubmissionPatchBody,
  SubmissionRowResponse,
  SuccessResponse,
  TechniqueRankingResponse,
} from '../schemas';
import { defineRoutes } from './define';

/** Incident reports and logs (form submissions), their comments, CPOMS, rankings and reports. */
export const INCIDENT_ROUTES = defineRoutes({
  'GET /api/formsubmission': { querystring: ListQuery, response: SubmissionListResponse },
  'GET /api/formresponse': {
    querystring: FormResponseListQuery,
    response: FormResponseListResponse,
  },
  'POST /api/formsubmission': {
    querystring: OrgIdQuery,
    body: SubmissionCreateBody,
    response: SubmissionCreateResponse,
  },
  'PATCH /api/formsubmission/:id': {
    params: SubmissionParams,
    querystring: OrgIdQuery,
    body: SubmissionPatchBody,
    response: SubmissionRowResponse,
  },
  'POST /api/formsubmission/:id/acknowledge': {
    params: SubmissionParams,
    querystring: OrgIdQuery,
    body: AcknowledgeBody,
    response: SuccessResponse,
  },
  'GET /api/formsubmission/:id/comment': {
    params: SubmissionParams,
    querystring: OrgIdQuery,
    response: CommentListResponse,
  },
  'POST /api/formsubmission/:id/comment': {
    params: SubmissionParams,
    querystring: CommentCreateQuery,
    body: CommentCreateBody,
    response: CommentCreateResponse,
  },
  'DELETE /api/formsubmission/:id/comment/:commentId': {
    params: CommentParams,
    querystring: OrgIdQuery,
    response: SuccessResponse,
  },
  'POST /api/formsubmission/:id/cpoms/push': {
    params: IdParams,
    querystring: OrgIdQuery,
    response: CpomsPushResponse,
  },
  'GET /api/besmart/user/:id/technique-ranking': {
    params: IdParams,
    querystring: OrgIdQuery,
    response: TechniqueRankingResponse,
  },
  /** One optional member per requested report (the server builds its answer from its registry). */
  'POST /api/report/generate': {
    querystring: ReportGenerateQuery,
    body: ReportGenerateRequest,
    response: ReportGenerateResponse,
  },
});
