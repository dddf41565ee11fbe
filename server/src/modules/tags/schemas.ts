import {
  ListQuery,
  OrgIdQuery,
  OrganisationTagPutBody,
  TagListResponse,
  UserTagPutBody,
} from 'shared-api/schemas';

export {
  ListQuery as TagListQuery,
  OrgIdQuery,
  OrganisationTagPutBody,
  TagListResponse,
  UserTagPutBody,
};
