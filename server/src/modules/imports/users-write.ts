import { and, eq, inArray } from 'drizzle-orm';
import type { ImportRowResult } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { roles } from '../../db/schema/index';
import { createInvitation, replacePendingInvitations } from '../../platform/invitations';
import type { RequestContext } from '../../platform/request-context';
import { auditBatch, writeInChunks, type GoodRow } from './batch';
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
 * One chunk: an invitation per row (replacing a pending one to the same e-mail), its mail, and
 * one audit entry per row. No account or membership is made here: the person joins by accepting,
 * which creates the account (with the row's user name and job title) or, for an e-mail that has
 * an account already, adds that account to the organisation. Both kinds of row therefore do the
 * same work and answer alike, so an import never tells an organisation whether an address has an
 * account elsewhere. Mail is queued in the chunk's savepoint: a rolled-back chunk sends nothing.
 */
async function writeChunk(
  tx: Tx,
  ctx: RequestContext,
  role: RoleIds,
  chunk: GoodRow<StaffRow>[],
): Promise<ImportRowResult[]> {
  const { orgId } = ctx;
  await replacePendingInvitations(
    tx,
    orgId,
    chunk.map((r) => r.value.email),
  );
  const results: ImportRowResult[] = [];
  const audits = [];
  for (const { row, value } of chunk) {
    const roleId = role[value.role]!;
    const invitation = await createInvitation(tx, {
      orgId,
      email: value.email,
      roleId,
      invitedBy: ctx.userId,
      profile: { userName: value.userName, jobTitle: value.jobTitle },
      publicUrl: ctx.config.publicUrl,
    });
    results.push({ row, ok: true, id: invitation.id });
    audits.push({
      action: 'invite',
      entity: 'invitation',
      entityId: invitation.id,
      after: { ...value, roleId, importRow: row },
    });
  }
  await auditBatch(tx, ctx, audits);
  return results;
}

/** Invites the staff rows (see writeChunk); a row whose role the organisation lacks fails. */
export async function writeStaff(
  ctx: RequestContext,
  rows: GoodRow<StaffRow>[],
): Promise<ImportRowResult[]> {
  const role = await roleIds(ctx.tx, ctx.orgId);
  const missing = (r: GoodRow<StaffRow>) => role[r.value.role] === undefined;
  const results: ImportRowResult[] = rows.filter(missing).map((r) => ({
    row: r.row,
    ok: false,
    error: `role: this organisation has no ${r.value.role === 'Admin' ? 'Full User' : 'Restricted'} role`,
  }));
  const good = rows.filter((r) => !missing(r));
  const written = await writeInChunks(ctx, good, (sp, chunk) => writeChunk(sp, ctx, role, chunk));
  return [...results, ...written].sort((a, b) => a.row - b.row);
}
