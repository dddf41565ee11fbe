import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { auditTrail } from '../db/schema/index';

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

/** Records who changed what, with before/after, in the writer's own transaction. */
export async function audit(
  tx: Tx,
  request: FastifyRequest | null,
  entry: AuditEntry,
): Promise<void> {
  const orgId = entry.orgId ?? request?.orgId;
  if (!orgId) throw new Error(`audit(${entry.action}): no organisation`);
  const actorId = entry.actorId !== undefined ? entry.actorId : (request?.auth?.userId ?? null);
  await tx.insert(auditTrail).values({
    orgId,
    actorId,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: redact(entry.before),
    after: redact(entry.after),
    ip: request?.ip ?? null,
  });
}
