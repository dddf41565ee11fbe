// The tenant of the every-route suites (tenancy, bad-input-text).
import type { TestApp } from '../helpers/testApp';
import { call } from './client';
import {
  addCollaborator,
  makeOrg,
  makeStaff,
  makeStudent,
  makeSubmission,
  type OrgFixture,
} from './fixtures';
import { makeGroup, makeGroupMember } from './fixtures-people';
import { makeContent } from './fixtures-setup';
import { attachPdf, makeComment } from './fixtures-incidents';
import { everyRoute, type TenantIds } from './routes-catalogue';

/** A tenant whose admin collaborates on one of its incidents, with key contacts and settings. */
export async function makeTenant(
  t: TestApp,
  name: string,
): Promise<{ org: OrgFixture; ids: TenantIds; token: string; secret: string }> {
  const secret = `${name}-secret-${Math.random().toString(36).slice(2)}`;
  const org = await makeOrg(t.db, {
    name: `${name} ${secret}`,
    sharedIncidentReports: true,
    sharedSmartPlans: true,
  });
  const admin = await makeStaff(t.db, org, {
    role: 'Admin',
    firstName: secret,
    email: `admin@${name.toLowerCase()}.test`,
  });
  const studentId = await makeStudent(t.db, org, {
    firstName: secret,
    lastName: secret,
    reference: secret,
  });
  const incidentId = await makeSubmission(t.db, org, {
    type: 'incidentreport',
    status: 'Published',
    authorId: admin.id,
    subjectId: studentId,
    reference: 1,
    dateOfIncident: '2026-03-01',
  });
  await addCollaborator(t.db, org, incidentId, admin.id);
  const commentId = await makeComment(t.db, org, incidentId, admin.id, `Comment ${secret}`);
  const fileId = await attachPdf(t.db, org, incidentId, `%PDF-1.3 ${secret}`);
  await makeSubmission(t.db, org, {
    type: 'behaviourplan',
    status: 'Published',
    authorId: admin.id,
    subjectId: studentId,
  });
  const groupId = await makeGroup(t.db, org, `Group ${secret}`);
  const groupMemberId = await makeGroupMember(t.db, org, groupId, studentId);
  const contentId = await makeContent(t.db, org, { title: `Content ${secret}` });
  const { token } = await t.tokenFor(admin.email, org.name);
  const ids: TenantIds = {
    orgId: org.orgId,
    studentId,
    staffId: admin.id,
    incidentId,
    roleId: org.standardRoleId,
    groupId,
    groupMemberId,
    contentId,
    commentId,
    fileId,
  };
  // Writes through the API so that both tenants hold settings rows.
  for (const route of everyRoute(ids).filter((r) => r.method === 'PUT' && !r.globalAdminOnly)) {
    const res = await call(t.app, token, org.orgId, route);
    if (res.statusCode !== 200) throw new Error(`${route.name}: ${res.body}`);
  }
  return { org, ids, token, secret };
}
