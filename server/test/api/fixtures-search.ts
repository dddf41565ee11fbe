import type { Db } from '../../src/db/client';
import {
  collaborators,
  formResponses,
  formSubmissions,
  userGroupMembers,
  userGroups,
  userSettings,
} from '../../src/db/schema/index';
import type { OrgFixture } from './fixtures';

/** One incident-like submission with its answers, written as the seed does (owner connection). */
export interface IncidentFixture {
  type?: 'incidentreport' | 'concern' | 'clicker';
  status?: 'Draft' | 'Published' | 'Archived';
  subType?: string;
  authorId: number;
  subjectId: number;
  reference?: number | null;
  answers?: Record<string, string>;
  rootId?: number;
  formId?: number;
  superseded?: boolean;
  cpomsId?: string;
  cpomsSyncFailed?: boolean;
  pdfFileId?: number;
  flag?: string;
  parentsInformed?: boolean;
  collaboratorIds?: number[];
  createdAt?: Date;
}

export async function makeIncident(db: Db, org: OrgFixture, f: IncidentFixture): Promise<number> {
  const [row] = await db
    .insert(formSubmissions)
    .values({
      orgId: org.orgId,
      type: f.type ?? 'incidentreport',
      status: f.status ?? 'Published',
      // An Archived fixture stands for a record that was published, then archived.
      wasPublished: (f.status ?? 'Published') !== 'Draft',
      subType: f.subType ?? 'lowlevel',
      authorId: f.authorId,
      subjectId: f.subjectId,
      reference: f.reference ?? null,
      rootId: f.rootId ?? null,
      formId: f.formId ?? null,
      superseded: f.superseded ?? false,
      cpomsId: f.cpomsId ?? null,
      cpomsSyncFailed: f.cpomsSyncFailed ?? false,
      pdfFileId: f.pdfFileId ?? null,
      flag: f.flag ?? 'none',
      parentsInformed: f.parentsInformed ?? null,
      ...(f.createdAt ? { createdAt: f.createdAt } : {}),
    })
    .returning({ id: formSubmissions.id });
  const id = row!.id;
  const answers = Object.entries(f.answers ?? {});
  if (answers.length) {
    await db.insert(formResponses).values(
      answers.map(([questionKey, response]) => ({
        orgId: org.orgId,
        submissionId: id,
        questionKey,
        questionText: questionKey,
        response,
      })),
    );
  }
  if (f.collaboratorIds?.length) {
    await db
      .insert(collaborators)
      .values(f.collaboratorIds.map((userId) => ({ orgId: org.orgId, submissionId: id, userId })));
  }
  return id;
}

export async function setAcademicYear(db: Db, org: OrgFixture, userId: number, year: string) {
  await db
    .insert(userSettings)
    .values({ orgId: org.orgId, userId, type: 'besmart', key: 'academicYear', value: year });
}

export async function makeGroup(
  db: Db,
  org: OrgFixture,
  name: string,
  memberIds: number[],
): Promise<number> {
  const [group] = await db
    .insert(userGroups)
    .values({ orgId: org.orgId, name })
    .returning({ id: userGroups.id });
  await db
    .insert(userGroupMembers)
    .values(memberIds.map((userId) => ({ orgId: org.orgId, userGroupId: group!.id, userId })));
  return group!.id;
}

/** Body of POST /api/report/generate for the search reports. */
export function searchBody(
  reports: string[],
  query: unknown[] = [],
  extra: Record<string, unknown> = {},
) {
  return { data: { submissionType: 'incidentreport', query, reports, ...extra } };
}
