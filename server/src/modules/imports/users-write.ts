import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ImportRowResult } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { memberships, roles } from '../../db/schema/index';
import { createInvitation } from '../../platform/invitations';
import {
  auditBatch,
  insertJson,
  insertUsers,
  nextUserIds,
  writeInChunks,
  type GoodRow,
} from './batch';
import type { StaffRow } from './users-check';

type RoleIds = Record<StaffRow['role'], number | undefined>;

async function roleIds(tx: Tx, orgId: number): Promise<RoleIds> {
  const rows = await tx
    .select({ id: roles.id, title: roles.title })
    .from(roles)
    .where(
      and(
        eq(roles.orgId, orgId),
        eq(roles.deleted, false),
        inArray(roles.title, ['Admin', 'Standard']),
      ),
    )
    .orderBy(roles.id);
  return {
    Admin: rows.find((r) => r.title === 'Admin')?.id,
    Standard: rows.find((r) => r.title === 'Standard')?.id,
  };
}

/**
 * One chunk: staff accounts (no password until they accept), memberships in the organisation and
 * one audit entry per row. An e-mail already used by an account this organisation cannot see (staff
 * of another organisation) is not created again: that person is only invited, and joins on
 * acceptance (the invitation flow adds the membership).
 */
async function writeChunk(
  tx: Tx,
  request: FastifyRequest,
  role: RoleIds,
  chunk: GoodRow<StaffRow>[],
): Promise<ImportRowResult[]> {
  const orgId = request.orgId;
  const ids = await nextUserIds(tx, chunk.length);
  const values = chunk.map(({ value: v }, k) => ({
    id: ids[k]!,
    orgId,
    type: 'user' as const,
    email: v.email,
    userName: v.userName,
    firstName: v.firstName,
    lastName: v.lastName,
    jobTitle: v.jobTitle,
  }));
  // The partial unique index on staff e-mails (users_staff_email_uq) is the conflict target.
  const created = await insertUsers<{ id: number }>(
    tx,
    values,
    sql`on conflict (email) where type = 'user' and email is not null and deleted = false do nothing returning id`,
  );
  const createdIds = new Set(created.map((r) => Number(r.id)));
  const m = memberships;
  await insertJson(
    tx,
    'memberships',
    [
      [m.orgId, 'int'],
      [m.userId, 'int'],
      [m.roleId, 'int'],
    ],
    chunk.flatMap(({ value }, k) =>
      createdIds.has(ids[k]!)
        ? [{ org_id: orgId, user_id: ids[k]!, role_id: role[value.role]! }]
        : [],
    ),
  );
  await auditBatch(
    tx,
    request,
    chunk.map(({ row, value }, k) =>
      createdIds.has(ids[k]!)
        ? {
            action: 'create',
            entity: 'user',
            entityId: ids[k]!,
            after: { ...values[k], roleId: role[value.role], importRow: row, invited: true },
          }
        : {
            action: 'invite',
            entity: 'invitation',
            entityId: null,
            after: { email: value.email, roleId: role[value.role], importRow: row },
          },
    ),
  );
  return chunk.map(({ row }, k) =>
    createdIds.has(ids[k]!) ? { row, ok: true, id: ids[k]! } : { row, ok: true },
  );
}

/** Writes the staff rows, then mails one invitation per written row (see README). */
export async function writeStaff(
  tx: Tx,
  request: FastifyRequest,
  rows: GoodRow<StaffRow>[],
): Promise<ImportRowResult[]> {
  const role = await roleIds(tx, request.orgId);
  const missing = (r: GoodRow<StaffRow>) => role[r.value.role] === undefined;
  const results: ImportRowResult[] = rows.filter(missing).map((r) => ({
    row: r.row,
    ok: false,
    error: `role: this organisation has no ${r.value.role === 'Admin' ? 'Full User' : 'Restricted'} role`,
  }));
  const good = rows.filter((r) => !missing(r));
  const written = await writeInChunks(tx, request, good, (sp, chunk) =>
    writeChunk(sp, request, role, chunk),
  );
  // Mailed once every row is in place, and only for rows that were written: a rolled-back chunk
  // sends nothing. The mails share the import's transaction (mail_outbox, invitation tokens).
  const byRow = new Map(good.map((r) => [r.row, r.value]));
  for (const result of written) {
    const value = byRow.get(result.row);
    if (!result.ok || !value) continue;
    await createInvitation(tx, {
      orgId: request.orgId,
      email: value.email,
      roleId: role[value.role]!,
      invitedBy: request.auth.userId,
      publicUrl: request.server.config.publicUrl,
    });
  }
  return [...results, ...written].sort((a, b) => a.row - b.row);
}
