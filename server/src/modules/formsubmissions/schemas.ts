import { Type } from 'typebox';
import { Id } from 'shared-api/schemas';

export {
  AcknowledgeBody,
  CommentCreateBody,
  CommentCreateQuery,
  CommentCreateResponse,
  CommentListResponse,
  CommentParams,
  FormResponseListQuery,
  FormResponseListResponse,
  ListQuery,
  OrgIdQuery,
  SubmissionCreateBody,
  SubmissionCreateResponse,
  SubmissionListResponse,
  SubmissionPatchBody,
  SubmissionRowResponse,
  SuccessResponse,
} from 'shared-api/schemas';

export const SubmissionParams = Type.Object({ id: Id }, { additionalProperties: false });
