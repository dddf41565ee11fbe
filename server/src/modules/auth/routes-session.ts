import type { FastifyInstance } from 'fastify';
import {
  ApiErrorBody,
  LoginRequest,
  LoginResponse,
  OrgIdQuery,
  SessionResponse,
  SuccessResponse,
} from 'shared-api/schemas';
import { audit } from '../../platform/audit';
import { parseOrgId, requireAuth } from '../../platform/auth-guard';
import { revokeSession } from '../../platform/sessions';
import { withSystem } from '../../platform/tenancy';
import { login } from './login-service';
import { normaliseEmail, type AuthLimits } from './rate-limit';
import { buildSessionData } from './session-data';

const errors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 429: ApiErrorBody };

export function sessionRoutes(app: FastifyInstance, limits: AuthLimits): void {
  app.post<{ Body: LoginRequest }>(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in (a verification code is mailed on a new browser)',
        body: LoginRequest,
        response: { 200: LoginResponse, ...errors },
      },
      preHandler: limits.guard((req) =>
        normaliseEmail((req.body as Partial<LoginRequest> | undefined)?.username),
      ),
    },
    async (request, reply) => ({ data: await login(request, reply, request.body) }),
  );

  app.get<{ Querystring: OrgIdQuery }>(
    '/api/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: "The session payload for one of the caller's organisations (switch, refresh)",
        security: [{ bearer: [] }],
        querystring: OrgIdQuery,
        response: { 200: SessionResponse, ...errors },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const orgId = parseOrgId(request.query.orgId);
      const data = await withSystem(app.db, (tx) => buildSessionData(tx, request.auth.user, orgId));
      return { data };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session (the token stops working)',
        security: [{ bearer: [] }],
        response: { 200: SuccessResponse, ...errors },
      },
      preHandler: requireAuth,
    },
    async (request) => {
      const { sessionId, user } = request.auth;
      await withSystem(app.db, async (tx) => {
        await revokeSession(tx, sessionId);
        await audit(tx, request, {
          action: 'logout',
          entity: 'session',
          entityId: sessionId,
          orgId: user.orgId,
        });
      });
      return { data: { success: true as const } };
    },
  );
}
