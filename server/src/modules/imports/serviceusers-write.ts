import type { ImportRowResult } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { userSettings } from '../../db/schema/index';
import type { RequestContext } from '../../platform/request-context';
import {
  auditBatch,
  insertJson,
  insertUsers,
  nextUserIds,
  writeInChunks,
  type GoodRow,
} from './batch';
import type { ServiceUserRow } from './serviceusers-check';

/** One chunk: users, their key contacts (user setting keycontacts) and one audit entry each. */
async function writeChunk(
  tx: Tx,
  ctx: RequestContext,
  chunk: GoodRow<ServiceUserRow>[],
): Promise<ImportRowResult[]> {
  const { orgId } = ctx;
  const ids = await nextUserIds(tx, chunk.length);
  const values = chunk.map(({ value: v }, k) => ({
    id: ids[k]!,
    orgId,
    type: 'student' as const,
    firstName: v.firstName,
    lastName: v.lastName,
    ethnicity: v.ethnicity,
    gender: v.gender,
    dob: v.dob,
    email: v.email,
    reference: v.reference,
    senStatus: v.senStatus,
  }));
  await insertUsers(tx, values);
  const s = userSettings;
  await insertJson(
    tx,
    'user_settings',
    [
      [s.orgId, 'int'],
      [s.userId, 'int'],
      [s.type, 'text'],
      [s.key, 'text'],
      [s.value, 'text'],
    ],
    chunk.flatMap(({ value }, k) =>
      value.contacts.length === 0
        ? []
        : [
            {
              org_id: orgId,
              user_id: ids[k]!,
              type: 'keycontacts',
              key: 'keycontacts',
              value: JSON.stringify(value.contacts),
            },
          ],
    ),
  );
  await auditBatch(
    tx,
    ctx,
    chunk.map(({ row, value }, k) => ({
      action: 'create',
      entity: 'user',
      entityId: ids[k]!,
      after: { ...values[k], importRow: row, keycontacts: value.contacts },
    })),
  );
  return chunk.map(({ row }, k) => ({ row, ok: true, id: ids[k]! }));
}

/** Writes the checked service-user rows in the request's transaction (batch.ts writeInChunks). */
export function writeServiceUsers(
  ctx: RequestContext,
  rows: GoodRow<ServiceUserRow>[],
): Promise<ImportRowResult[]> {
  return writeInChunks(ctx, rows, (sp, chunk) => writeChunk(sp, ctx, chunk));
}
