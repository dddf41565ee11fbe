import { Type } from 'typebox';
import { AcknowledgeBody, Id, OrgIdQuery, SuccessResponse } from 'shared-api/schemas';

export { AcknowledgeBody, OrgIdQuery, SuccessResponse };

export const SubmissionParams = Type.Object({ id: Id }, { additionalProperties: false });
