import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client';
import {
  actionLog,
  directAccessGrants,
  userGroupMembers,
  userGroups,
  users,
} from '../../src/db/schema/index';
import { call, type Call } from './client';
import { tablesState, type OrgFixture } from './fixtures';

/** Administration-area fixtures (groups, grants, action log) and a tenant call that needs an orgId. */

export type PeopleCall = Call;

export function send(
  app: FastifyInstance,
  token: string,
  orgId: number,
  c: PeopleCall,
): Promise<LightMyRequestResponse> {
  return call(app, token, orgId, c);
}

export async function makeGroup(db: Db, org: OrgFixture, name: string): Promise<number> {
  const [row] = await db
    .insert(userGroups)
    .values({ orgId: org.orgId, name })
    .returning({ id: userGroups.id });
  return row!.id;
}

export async function makeGroupMember(
  db: Db,
  org: OrgFixture,
  groupId: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .insert(userGroupMembers)
    .values({ orgId: org.orgId, userGroupId: groupId, userId })
    .returning({ id: userGroupMembers.id });
  return row!.id;
}

export async function makeGrant(
  db: Db,
  org: OrgFixture,
  subjectId: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .insert(directAccessGrants)
    .values({ orgId: org.orgId, subjectId, userId })
    .returning({ id: directAccessGrants.id });
  return row!.id;
}

export async function makeActionLog(
  db: Db,
  org: OrgFixture,
  values: { subjectId: number; description: string; submissionId?: number; actionedBy?: number },
): Promise<number> {
  const [row] = await db
    .insert(actionLog)
    .values({
      orgId: org.orgId,
      subjectId: values.subjectId,
      description: values.description,
      type: 'formsubmission',
      key: 'published',
      actionedBy: values.actionedBy ?? null,
      additionalData:
        values.submissionId === undefined ? null : { submissionId: values.submissionId },
    })
    .returning({ id: actionLog.id });
  return row!.id;
}

export async function makeGlobalAdmin(db: Db, org: OrgFixture, email: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      orgId: org.orgId,
      type: 'user',
      email,
      userName: email,
      firstName: 'Gina',
      lastName: 'Global',
      isGlobalAdmin: true,
      passwordHash: 'not-a-real-hash',
    })
    .returning({ id: users.id });
  return row!.id;
}

/** Row count and content hash of every table the administration routes write. */
export async function peopleState(db: Db): Promise<Record<string, string>> {
  const tables = [
    'audit_trail',
    'users',
    'memberships',
    'roles',
    'organisations',
    'organisation_settings',
    'user_groups',
    'user_group_members',
    'direct_access_grants',
    'one_time_tokens',
    'mail_outbox',
  ];
  return tablesState(db, tables);
}
