import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CpomsPushResponse, IdParams, OrgIdQuery } from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { withContext } from '../../platform/request-context';
import { cpomsTimeoutMs } from './config';
import { httpCpomsConnector, type CpomsConnector } from './connector';
import { badGateway, conflict } from './errors';
import { CPOMS_ERRORS, preparePush, recordPush } from './service';

export interface CpomsRouteOptions {
  /** Replaces the HTTP client (default: the real one with CPOMS_TIMEOUT_MS). */
  connector?: CpomsConnector;
}

/** Pushes in flight in this process, so a double click cannot create two CPOMS records. */
const inFlight = new Set<string>();

/**
 * `POST /api/formsubmission/{id}/cpoms/push`. The checks and the outcome run in two short tenant
 * transactions; the HTTP exchange happens between them, so no transaction waits on CPOMS.
 */
export async function cpomsRoutes(app: FastifyInstance, options: CpomsRouteOptions = {}) {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post(
    '/api/formsubmission/:id/cpoms/push',
    {
      schema: {
        tags: ['cpoms'],
        summary:
          'Push a published incident report to the organisation CPOMS (safeguarding leads and organisation admins)',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: CpomsPushResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { target, incident } = await withContext(request, (ctx) => preparePush(ctx, id));
      const key = `${request.orgId}:${id}`;
      if (inFlight.has(key)) throw conflict('This incident is already being pushed to CPOMS');
      inFlight.add(key);
      try {
        const connector = options.connector ?? httpCpomsConnector(cpomsTimeoutMs());
        const result = await connector.push(target, incident);
        await withContext(request, (ctx) => recordPush(ctx, id, result));
        if (!result.ok) throw badGateway(result.error);
        return { data: { cpomsId: result.cpomsId } };
      } finally {
        inFlight.delete(key);
      }
    },
  );
}

export { CPOMS_ERRORS };
