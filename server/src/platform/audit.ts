import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { auditTrail } from '../db/schema/index';
import type { RequestContext } from './request-context';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Defaults to request.orgId (auth routes pass the organisation concerned). */
  orgId?: number;
  /** Defaults to the signed-in user. */
  actorId?: number | null;
}

const SECRET_KEYS = new Set(['passwordHash', 'password', 'tokenHash', 'token', 'code']);

function redact(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redact);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_KEYS.has(k) ? '[redacted]' : redact(v),
    ]),
  );
}

/** Public (auth) routes audit with the request itself: it may carry no session or organisation. */
function fromRequest(request: FastifyRequest) {
  return {
    orgId: request.orgId as number | undefined,
    userId: (request.auth?.userId ?? null) as number | null,
    clientIp: request.ip ?? null,
  };
}

/** Records who changed what, with before/after, in the writer's own transaction. */
export async function audit(
  tx: Tx,
  who: RequestContext | FastifyRequest | null,
  entry: AuditEntry,
): Promise<void> {
  const caller = who === null ? null : 'clientIp' in who ? who : fromRequest(who);
  const orgId = entry.orgId ?? caller?.orgId;
  if (!orgId) throw new Error(`audit(${entry.action}): no organisation`);
  const actorId = entry.actorId !== undefined ? entry.actorId : (caller?.userId ?? null);
  await tx.insert(auditTrail).values({
    orgId,
    actorId,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: redact(entry.before),
    after: redact(entry.after),
    ip: caller?.clientIp ?? null,
  });
}
