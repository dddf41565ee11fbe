import type { FastifyInstance } from 'fastify';
import {
  ApiErrorBody,
  LoginDataResponse,
  SsoCallbackRequestQuery,
  SsoStatusResponse,
} from 'shared-api/schemas';
import { audit } from '../../platform/audit';
import { badRequest, unauthorized } from '../../platform/errors';
import { findLiveToken, issueOneTimeToken, markUsed } from '../../platform/one-time-tokens';
import { withSystem } from '../../platform/tenancy';
import { startSession } from './login-service';
import {
  authorizationRedirect,
  exchangeCode,
  oidcClient,
  SSO_FAILED,
  SSO_NO_ACCOUNT,
  SSO_NOT_CONFIGURED,
} from './oidc';
import type { AuthLimits } from './rate-limit';
import { findStaffByEmail } from './users';

const STATE_TTL_MINUTES = 10;

const CallbackQuery = SsoCallbackRequestQuery;
type CallbackQuery = SsoCallbackRequestQuery;

export function oidcRoutes(app: FastifyInstance, limits: AuthLimits): void {
  app.get(
    '/api/auth/sso-status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Is single sign-on configured?',
        response: { 200: SsoStatusResponse },
      },
    },
    async () => ({ data: { configured: Boolean(app.config.oidc) } }),
  );

  app.get(
    '/api/auth/mylogin/redirect',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start single sign-on (302 to the provider)',
        response: { 400: ApiErrorBody, 429: ApiErrorBody, 502: ApiErrorBody },
      },
      preHandler: limits.guard(),
    },
    async (request, reply) => {
      const pending = oidcClient(app.config);
      if (!pending) throw badRequest(SSO_NOT_CONFIGURED);
      let start;
      try {
        start = await authorizationRedirect(await pending);
      } catch (err) {
        request.log.error({ err }, 'OIDC discovery failed');
        return reply.code(502).send({ error: 'The single sign-on provider could not be reached' });
      }
      // PKCE verifier and nonce stay on the server, keyed by the (hashed) state.
      await withSystem(app.db, (tx) =>
        issueOneTimeToken(tx, {
          purpose: 'oidc_state',
          secret: start.state,
          ttlMinutes: STATE_TTL_MINUTES,
          data: { codeVerifier: start.codeVerifier, nonce: start.nonce },
        }),
      );
      return reply.redirect(start.url.href, 302);
    },
  );

  app.get<{ Querystring: CallbackQuery }>(
    '/api/auth/mylogin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish single sign-on: exchange the code for a BeSmart session',
        querystring: CallbackQuery,
        response: {
          200: LoginDataResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
      preHandler: limits.guard(),
    },
    async (request) => {
      const pending = oidcClient(app.config);
      if (!pending) throw badRequest(SSO_NOT_CONFIGURED);
      const { code, state, iss } = request.query;
      const checks = await withSystem(app.db, async (tx) => {
        const row = await findLiveToken(tx, 'oidc_state', state);
        if (!row) return null;
        await markUsed(tx, row.id);
        return row.data as { codeVerifier: string; nonce: string };
      });
      if (!checks) throw unauthorized(SSO_FAILED);
      let identity;
      try {
        identity = await exchangeCode(await pending, { code, state, iss }, checks);
      } catch (err) {
        request.log.warn({ err }, 'OIDC code exchange failed');
        throw unauthorized(SSO_FAILED);
      }
      const user = await withSystem(app.db, (tx) => findStaffByEmail(tx, identity.email));
      if (!user) throw unauthorized(SSO_NO_ACCOUNT);
      const data = await startSession(request, user, 'login_sso');
      await withSystem(app.db, (tx) =>
        audit(tx, request, {
          action: 'sso_identity',
          entity: 'user',
          entityId: user.id,
          orgId: data.activeOrg.id,
          actorId: user.id,
          after: { issuer: app.config.oidc?.issuer, subject: identity.subject },
        }),
      );
      return { data };
    },
  );
}
