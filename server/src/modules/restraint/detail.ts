import { and, eq } from 'drizzle-orm';
import {
  KEY_CONTACTS_KEY,
  SEN_STATUSES,
  parseKeyContacts,
  recipientContacts,
  type RestraintRecord,
  type SenStatus,
} from 'shared-api/schemas';
import { userSettings } from '../../db/schema/index';
import type { RequestContext } from '../../platform/request-context';
import { namesOf, standingOf } from './access';
import { interventionMinutes, parseInterventions, parseStaffRoles } from './answers';
import { allFollowups, followupDtos, recordFor, versionsOf } from './followups';

/** The child's key contacts with an e-mail address (who may receive the parent letter). */
export async function keyContactsOf(ctx: RequestContext, subjectId: number) {
  const rows = await ctx.tx
    .select({ value: userSettings.value })
    .from(userSettings)
    .where(
      and(
        eq(userSettings.orgId, ctx.orgId),
        eq(userSettings.userId, subjectId),
        eq(userSettings.key, KEY_CONTACTS_KEY),
      ),
    );
  return rows.flatMap((row) =>
    recipientContacts(parseKeyContacts(row.value)).map((c) => ({
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
    })),
  );
}

/** GET /api/restraint/{reference}: the latest version, follow-ups and deadlines. */
export async function restraintRecord(
  ctx: RequestContext,
  reference: number,
): Promise<RestraintRecord> {
  const standing = await standingOf(ctx);
  const record = await recordFor(ctx, standing, reference);
  const roles = parseStaffRoles(record.answers.get('staffRoles'));
  const interventions = parseInterventions(record.answers.get('restrictiveInterventions'));
  const roleList = Array.isArray(roles) ? roles : [];
  const names = await namesOf(ctx, [
    record.subjectId,
    ...(record.authorId === null ? [] : [record.authorId]),
    ...roleList.map((r) => r.userId),
  ]);
  const person = (id: number) => names.get(id) ?? { id, firstName: '', lastName: '' };
  const sen = record.answers.get('senStatusAtTime');
  const followups = await followupDtos(
    ctx,
    await allFollowups(ctx, reference),
    await versionsOf(ctx, reference),
  );
  return {
    reference: record.reference,
    submissionId: record.submissionId,
    version: record.version,
    settingType: standing.settingType,
    subject: person(record.subjectId),
    author: record.authorId === null ? null : person(record.authorId),
    incidentAt: record.incidentAt.toISOString(),
    recordedAt: record.recordedAt.toISOString(),
    location: record.answers.get('location') ?? '',
    senStatusAtTime: SEN_STATUSES.includes(sen as SenStatus) ? (sen as SenStatus) : null,
    staffRoles: roleList.map((r) => {
      const p = person(r.userId);
      return { userId: r.userId, firstName: p.firstName, lastName: p.lastName, role: r.role };
    }),
    restrictiveInterventions: (Array.isArray(interventions) ? interventions : []).map((i) => ({
      ...i,
      minutes: interventionMinutes(i.start, i.end),
    })),
    parentsInformed: record.parentsInformed,
    signOffOutdated: record.signOffOutdated,
    items: record.items,
    followups,
    maySignOff: standing.leadOrAdmin,
    mayRecord: true,
    keyContacts: await keyContactsOf(ctx, record.subjectId),
  };
}
