import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  OrgIdQuery,
  SHARE_TEXTS,
  ShareItemResponse,
  ShareListQuery,
  ShareListResponse,
  ShareOpenBody,
  ShareOpenResponse,
  ShareVerifyBody,
  ShareVerifyResponse,
} from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { httpError } from '../../platform/errors';
import { listAnswer } from '../../platform/list-page';
import { withContext } from '../../platform/request-context';
import { hashToken } from '../../platform/tokens';
import { createAuthLimits } from '../auth/rate-limit';
import { fileHeaders } from '../files/service';
import { listShares, revokeShare } from './manage';
import { openShare, readSharedDocument, verifyShare } from './public';

const tags = ['shares'];

/** The senders' side: the links of a document with their openings, and revoke. */
export async function shareRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardTenantScope(app);

  r.get(
    '/api/share',
    {
      schema: {
        tags,
        summary: 'Links of one document (submissionId or fileId) with every opening',
        querystring: ShareListQuery,
        response: { 200: ShareListResponse },
      },
    },
    async (request) => {
      const rows = await withContext(request, (ctx) => listShares(ctx, request.query));
      return listAnswer(rows, rows.length);
    },
  );

  r.post(
    '/api/share/:id/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke a link (its sender, a safeguarding lead or an administrator; audited)',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: ShareItemResponse },
      },
    },
    async (request) => ({
      data: await withContext(request, (ctx) => revokeShare(ctx, request.params.id)),
    }),
  );
}

/** `Authorization: Bearer <access token>` of GET /api/share/document (never a URL parameter). */
function accessTokenOf(request: FastifyRequest): string {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.authorization ?? '');
  if (!match) throw httpError(401, SHARE_TEXTS.notValid);
  return match[1]!;
}

/**
 * The recipients' side, without a session: open (mails a code), verify (code -> access token) and
 * the document. Rate-limited like sign-in: per client IP, and per link (keyed on the token's hash).
 */
export async function sharePublicRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const limits = createAuthLimits(app);
  const perLink = (request: FastifyRequest) => {
    const token = (request.body as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' ? `share:${hashToken(token)}` : undefined;
  };

  r.post(
    '/api/share/open',
    {
      schema: {
        tags,
        summary: 'Mail a 6-digit code to the recipient of a link (same answer for any token)',
        body: ShareOpenBody,
        response: { 200: ShareOpenResponse },
      },
      preHandler: limits.guard(perLink),
    },
    async (request) => {
      await openShare(request, request.body.token);
      return { data: { codeSent: true as const } };
    },
  );

  r.post(
    '/api/share/verify',
    {
      schema: {
        tags,
        summary: 'Check the code; answers a 15-minute access token for that one document',
        body: ShareVerifyBody,
        response: { 200: ShareVerifyResponse },
      },
      preHandler: limits.guard(perLink),
    },
    async (request) => ({
      data: await verifyShare(request, request.body.token, request.body.code),
    }),
  );

  r.get(
    '/api/share/document',
    {
      schema: {
        tags,
        summary: 'The shared PDF, for the access token of /api/share/verify (Bearer)',
        security: [{ bearer: [] }],
      },
      preHandler: limits.guard(),
    },
    async (request, reply) => {
      const file = await readSharedDocument(request, accessTokenOf(request));
      return reply.headers(fileHeaders(file)).send(file.content);
    },
  );
}
