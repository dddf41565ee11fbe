import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DeletedResponse,
  InviteBody,
  InviteResponse,
  OrgIdQuery,
  SuccessResponse,
  UserCreateBody,
  UserCreateResponse,
  UserLimitError,
  UserUpdateBody,
  UserWriteResponse,
} from 'shared-api/schemas';
import { httpError } from '../../platform/errors';
import { withContext, withSystemContext } from '../../platform/request-context';
import { assertBodyOrganisation, uniqueViolation } from './guards';
import { UserIdParams } from './schemas';
import { inviteUsers, resetStaffPassword, userLimitMessage } from './service-invite';
import { createServiceUser, deleteUser, updateUser } from './service-write';

/** Service user create/update/delete, staff update/delete, password reset and invitations. */
export async function userWriteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['users'];

  r.post(
    '/api/user',
    {
      schema: {
        tags,
        summary: 'Add a service user (serviceUserManage)',
        querystring: OrgIdQuery,
        body: UserCreateBody,
        response: { 200: UserCreateResponse },
      },
    },
    async (request) => {
      assertBodyOrganisation(request, request.body.organisation);
      const id = await withContext(request, (ctx) => createServiceUser(ctx, request.body.data));
      return { data: { id } };
    },
  );

  r.put(
    '/api/user/:id',
    {
      schema: {
        tags,
        summary: 'Update a service user (serviceUserManage) or staff member (userManage)',
        params: UserIdParams,
        querystring: OrgIdQuery,
        body: UserUpdateBody,
        response: { 200: UserWriteResponse },
      },
    },
    async (request) => {
      assertBodyOrganisation(request, request.body.organisation);
      try {
        const user = await withContext(request, (ctx) =>
          updateUser(ctx, request.params.id, request.body.data),
        );
        return { data: user };
      } catch (err) {
        // Staff e-mails are unique across organisations; another tenant's rows are not visible.
        if (uniqueViolation(err) !== null) {
          throw httpError(409, 'email: this e-mail address is already used by another account');
        }
        throw err;
      }
    },
  );

  r.delete(
    '/api/user/:id',
    {
      schema: {
        tags,
        summary: 'Soft-delete a service user, or end a staff member’s membership',
        params: UserIdParams,
        querystring: OrgIdQuery,
        response: { 200: DeletedResponse },
      },
    },
    async (request) => {
      await withContext(request, (ctx) => deleteUser(ctx, request.params.id));
      return { data: { success: 'true' as const } };
    },
  );

  r.post(
    '/api/user/:id/reset-password',
    {
      schema: {
        tags,
        summary: 'Mail a staff member a password reset link (userManage)',
        params: UserIdParams,
        querystring: OrgIdQuery,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await withSystemContext(request, (ctx) => resetStaffPassword(ctx, request.params.id));
      return { data: { success: true as const } };
    },
  );

  r.post(
    '/api/user/invite',
    {
      schema: {
        tags,
        summary: 'Invite staff by e-mail with a role (userManage; counts against numAllowedUsers)',
        querystring: OrgIdQuery,
        body: InviteBody,
        response: { 200: InviteResponse, 403: UserLimitError },
      },
    },
    async (request, reply) => {
      const outcome = await withContext(request, (ctx) => inviteUsers(ctx, request.body));
      if ('userLimit' in outcome) {
        return reply
          .code(403)
          .send({ error: userLimitMessage(outcome.userLimit), type: 'userlimit' as const });
      }
      return { data: { invited: outcome.invited } };
    },
  );
}
