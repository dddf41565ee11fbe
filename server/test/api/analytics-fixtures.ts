// An organisation for the Analytics tests: varied answers (locations that contain one another,
// dates over several months, times over the day and some malformed, yes/true/no flags, completedBy
// ids and free text), service users with and without year groups and groups, drafts, archived and
// superseded versions, concerns; plus a second organisation whose records must never count.
import type { CriteriaRow } from 'shared-api/schemas';
import type { TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, type OrgFixture } from './fixtures';
import { makeGroup, makeIncident, searchBody, setAcademicYear } from './fixtures-search';

export interface AnalyticsOrg {
  org: OrgFixture;
  leadToken: string;
  staffToken: string;
  students: number[];
  staff: { id: number; email: string }[];
  /** Current Published incidents seeded (what the reports count with no criteria). */
  published: number;
}

const LOCATIONS = ['Classroom', 'Dining Hall', 'Hall', 'Playground', ' hall ', ''];
const FLAGS = ['Yes', 'No', 'true', 'no', 'YES'];

export async function seedAnalyticsOrg(t: TestApp, tag: string, size = 48): Promise<AnalyticsOrg> {
  const org = await makeOrg(t.db, { safeguardingLeads: [`lead@${tag}.test`] });
  const lead = await makeStaff(t.db, org, {
    email: `lead@${tag}.test`,
    firstName: 'Lee',
    lastName: 'Lead',
    role: 'Admin',
  });
  const staffer = await makeStaff(t.db, org, { email: `staff@${tag}.test`, firstName: 'Sam' });
  const third = await makeStaff(t.db, org, { firstName: 'Tia', lastName: 'Third' });
  const students: number[] = [];
  for (let i = 0; i < 6; i += 1)
    students.push(await makeStudent(t.db, org, { firstName: `Pupil${i}`, lastName: tag }));
  await setAcademicYear(t.db, org, students[0]!, 'Year 7');
  await setAcademicYear(t.db, org, students[1]!, 'Year 8');
  await setAcademicYear(t.db, org, students[2]!, 'year 8 ');
  await setAcademicYear(t.db, org, students[3]!, 'Year 10');
  await makeGroup(t.db, org, 'Blue', [students[0]!, students[1]!]);
  await makeGroup(t.db, org, 'Green', [students[1]!, students[4]!]);

  let published = 0;
  for (let i = 0; i < size; i += 1) {
    const answers: Record<string, string> = {};
    const location = LOCATIONS[i % LOCATIONS.length]!;
    if (i % 7 !== 3) answers.location = location;
    if (i % 9 !== 4)
      answers.dateOfIncident =
        i % 11 === 5
          ? 'not a date'
          : `2026-0${1 + (i % 5)}-${String(1 + (i % 28)).padStart(2, '0')}`;
    if (i % 8 !== 2)
      answers.timeOfIncident =
        i % 13 === 6 ? '7pm' : `${String((i * 5) % 24).padStart(2, '0')}:${i % 2 ? '45' : '00'}`;
    answers.physicalInterventionUsed = FLAGS[i % FLAGS.length]!;
    if (i % 3 === 0) answers.restrictedPhysicalInterventionUsed = FLAGS[(i >> 1) % FLAGS.length]!;
    if (i % 4 !== 1)
      answers.completedBy = i % 10 === 0 ? 'A visitor' : String([lead, staffer, third][i % 3]!.id);
    const status = i % 12 === 11 ? 'Draft' : i % 12 === 10 ? 'Archived' : 'Published';
    const subjectId = students[i % students.length]!;
    const id = await makeIncident(t.db, org, {
      authorId: [lead, staffer, third][i % 3]!.id,
      subjectId,
      reference: i + 1,
      status,
      superseded: i % 6 === 1,
      answers,
    });
    if (i % 6 === 1) {
      // The current version moves the incident to another location and subject.
      await makeIncident(t.db, org, {
        authorId: staffer.id,
        subjectId: students[(i + 1) % students.length]!,
        reference: i + 1,
        rootId: id,
        formId: id,
        status,
        answers: { ...answers, location: 'Sports Hall' },
      });
    }
    if (status === 'Published') published += 1;
  }
  // Logs of the same service users are not incidents.
  await makeIncident(t.db, org, {
    type: 'concern',
    authorId: lead.id,
    subjectId: students[0]!,
    answers: { location: 'Classroom', physicalInterventionUsed: 'Yes' },
  });
  return {
    org,
    leadToken: (await t.tokenFor(lead.email, org.name)).token,
    staffToken: (await t.tokenFor(staffer.email, org.name)).token,
    students,
    staff: [lead, staffer, third],
    published,
  };
}

export const INCIDENT_PARTS = [
  'incidentTotals',
  'incidentsByStudent',
  'incidentsByYearGroup',
  'incidentsByUserGroup',
  'incidentsByMonth',
  'incidentsByHour',
  'incidentsByLocation',
  'incidentsBySystemUser',
] as const;

export const BREAKDOWNS = INCIDENT_PARTS.filter((p) => p !== 'incidentTotals');

export async function generate(
  t: TestApp,
  token: string,
  orgId: number,
  reports: readonly string[],
  query: CriteriaRow[] = [],
  extra: Record<string, unknown> = {},
) {
  return call(t.app, token, orgId, {
    method: 'POST',
    url: '/api/report/generate',
    body: searchBody([...reports], query, extra),
  });
}
