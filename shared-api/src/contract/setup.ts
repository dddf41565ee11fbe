import {
  ContentCreateBody,
  ContentFileQuery,
  ContentFileResponse,
  ContentListResponse,
  ContentResponse,
  ContentUpdateBody,
  DeletedResponse,
  IdParams,
  ImportBody,
  ImportParams,
  ImportResponse,
  ImportValidationResponse,
  ListQuery,
  OrganisationCreateBody,
  OrganisationItemResponse,
  OrganisationListResponse,
  OrganisationParams,
  OrganisationResponse,
  OrganisationSettingsBody,
  OrganisationSettingsResponse,
  OrganisationTagPutBody,
  OrganisationUpdateBody,
  OrgIdQuery,
  TagListResponse,
  UserListQuery,
  UserListResponse,
  UserTagPutBody,
} from '../schemas';
import { defineRoutes } from './define';

/** Organisations (services), their settings and tags, user tags, content and bulk imports. */
export const SETUP_ROUTES = defineRoutes({
  'GET /api/organisation/:id': {
    params: OrganisationParams,
    querystring: OrgIdQuery,
    response: OrganisationResponse,
  },
  'GET /api/organisation/:id/user': {
    params: OrganisationParams,
    querystring: UserListQuery,
    response: UserListResponse,
  },
  'GET /api/organisations': { querystring: ListQuery, response: OrganisationListResponse },
  'POST /api/organisations': {
    querystring: OrgIdQuery,
    body: OrganisationCreateBody,
    response: OrganisationItemResponse,
  },
  'PUT /api/organisations/:id': {
    params: OrganisationParams,
    querystring: OrgIdQuery,
    body: OrganisationUpdateBody,
    response: OrganisationItemResponse,
  },
  'DELETE /api/organisations/:id': {
    params: OrganisationParams,
    querystring: OrgIdQuery,
    response: DeletedResponse,
  },
  'PUT /api/organisation/:id/settings': {
    params: OrganisationParams,
    querystring: OrgIdQuery,
    body: OrganisationSettingsBody,
    response: OrganisationSettingsResponse,
  },

  'GET /api/usertag': { querystring: ListQuery, response: TagListResponse },
  'PUT /api/usertag': { querystring: OrgIdQuery, body: UserTagPutBody, response: TagListResponse },
  'GET /api/organisationtag': { querystring: ListQuery, response: TagListResponse },
  'PUT /api/organisationtag': {
    querystring: OrgIdQuery,
    body: OrganisationTagPutBody,
    response: TagListResponse,
  },

  'GET /api/content': { querystring: ListQuery, response: ContentListResponse },
  'GET /api/content/:id': { params: IdParams, querystring: OrgIdQuery, response: ContentResponse },
  'POST /api/content': {
    querystring: OrgIdQuery,
    body: ContentCreateBody,
    response: ContentResponse,
  },
  'PUT /api/content/:id': {
    params: IdParams,
    querystring: OrgIdQuery,
    body: ContentUpdateBody,
    response: ContentResponse,
  },
  'DELETE /api/content/:id': {
    params: IdParams,
    querystring: OrgIdQuery,
    response: DeletedResponse,
  },
  /** The body is the raw file (not JSON): sent with fetch, not the JSON client. */
  'POST /api/content/:id/file': {
    params: IdParams,
    querystring: ContentFileQuery,
    response: ContentFileResponse,
  },

  'POST /api/import/:kind/validate': {
    params: ImportParams,
    querystring: OrgIdQuery,
    body: ImportBody,
    response: ImportValidationResponse,
  },
  'POST /api/import/:kind': {
    params: ImportParams,
    querystring: OrgIdQuery,
    body: ImportBody,
    response: ImportResponse,
  },
});
