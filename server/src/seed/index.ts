import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  memberships,
  organisationSettings,
  organisations,
  userGroupMembers,
  userGroups,
  userSettings,
  users,
} from '../db/schema/index';
import { audit } from '../platform/audit';
import { createOrganisation } from '../platform/new-organisation';
import { BESMART_SETTINGS_TYPE } from '../platform/organisation';
import { hashPassword } from '../platform/passwords';
import { withSystem } from '../platform/tenancy';
import {
  CARE_SERVICE_USERS,
  SCHOOL_SERVICE_USERS,
  dobFor,
  keyContactsFor,
  type DemoServiceUser,
} from './people';
import { planPdfJob, planPdfKey } from '../modules/smartplans/publish';
import { enqueue } from '../platform/jobs/index';
import { seedContent } from './content';
import { completionFor } from './incidentCompletion';
import { seedSearchIncidents } from './incidents';
import { seedRestraintFollowups } from './restraint';
import { incidentAnswers, insertSubmission, planAnswers } from './submissions';

export const DEMO_PASSWORD = 'BeSmart-Demo-2026!';

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@demo-school.test',
    organisation: 'Demo School',
    role: 'Full User (organisation admin)',
  },
  {
    email: 'lead@demo-school.test',
    organisation: 'Demo School',
    role: 'Full User, safeguarding lead; also Restricted in Demo Care Home',
  },
  { email: 'staff@demo-school.test', organisation: 'Demo School', role: 'Restricted User' },
  {
    email: 'admin@demo-care.test',
    organisation: 'Demo Care Home',
    role: 'Full User (organisation admin)',
  },
  { email: 'staff@demo-care.test', organisation: 'Demo Care Home', role: 'Restricted User' },
] as const;

const QUICK_BEHAVIOURS = [
  'Shouting Out',
  'Leaving Class',
  'Refusing Work',
  'Kind Act',
  'Helping Others',
  'Swearing',
];
const SCHOOL_YEARS = [7, 8, 9, 10, 11].map((y) => `Year ${y}`);

export async function hasOrganisations(db: Db): Promise<boolean> {
  return withSystem(db, async (tx) => {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(organisations);
    return (row?.n ?? 0) > 0;
  });
}

async function setOrgSetting(tx: Tx, orgId: number, key: string, value: string) {
  await tx
    .insert(organisationSettings)
    .values({ orgId, type: BESMART_SETTINGS_TYPE, key, value })
    .onConflictDoUpdate({
      target: [organisationSettings.orgId, organisationSettings.type, organisationSettings.key],
      set: { value, updatedAt: sql`now()` },
    });
}

async function addStaff(
  tx: Tx,
  orgId: number,
  email: string,
  firstName: string,
  lastName: string,
  jobTitle: string,
  passwordHash: string,
) {
  const [row] = await tx
    .insert(users)
    .values({
      orgId,
      type: 'user',
      email,
      userName: email,
      firstName,
      lastName,
      jobTitle,
      passwordHash,
    })
    .returning({ id: users.id });
  return row!.id;
}

async function addServiceUsers(
  tx: Tx,
  orgId: number,
  people: DemoServiceUser[],
  refPrefix: string,
) {
  const ids: number[] = [];
  for (const [i, p] of people.entries()) {
    const [row] = await tx
      .insert(users)
      .values({
        orgId,
        type: 'student',
        firstName: p.firstName,
        lastName: p.lastName,
        reference: `${refPrefix}${String(1001 + i)}`,
        gender: p.gender,
        ethnicity: p.ethnicity,
        dob: dobFor(p.year, i),
      })
      .returning({ id: users.id });
    const id = row!.id;
    ids.push(id);
    await tx.insert(userSettings).values([
      {
        orgId,
        userId: id,
        type: 'keycontacts',
        key: 'keycontacts',
        value: JSON.stringify(keyContactsFor(p, i)),
      },
      ...(p.year > 0
        ? [
            {
              orgId,
              userId: id,
              type: BESMART_SETTINGS_TYPE,
              key: 'academicYear',
              value: `Year ${p.year}`,
            },
          ]
        : []),
    ]);
  }
  return ids;
}

async function addGroup(
  tx: Tx,
  orgId: number,
  owner: number,
  name: string,
  description: string,
  memberIds: number[],
) {
  const [group] = await tx
    .insert(userGroups)
    .values({ orgId, name, description, owner })
    .returning({ id: userGroups.id });
  if (memberIds.length) {
    await tx
      .insert(userGroupMembers)
      .values(memberIds.map((userId) => ({ orgId, userGroupId: group!.id, userId })));
  }
}

/**
 * The demo data of contracts §5, in one transaction as besmart_system. `passwordHash` lets tests
 * reuse one precomputed argon2 hash of DEMO_PASSWORD.
 */
export async function seedDemo(db: Db, opts: { passwordHash?: string } = {}): Promise<void> {
  const passwordHash = opts.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  await withSystem(db, async (tx) => {
    const school = await createOrganisation(tx, {
      name: 'Demo School',
      plan: 'Plus',
      primaryColour: '#ff8300',
      secondaryColour: '#04124C',
      safeguardingLeads: ['lead@demo-school.test'],
      numAllowedUsers: 50,
    });
    const care = await createOrganisation(tx, {
      name: 'Demo Care Home',
      plan: 'Care',
      primaryColour: '#04124C',
      secondaryColour: '#ff8300',
      numAllowedUsers: 20,
    });
    const s = school.org.id;
    const c = care.org.id;

    // admin@demo-school.test is created first (user id 1 on a fresh database: super admin, spec 3 §6).
    const schoolAdmin = await addStaff(
      tx,
      s,
      'admin@demo-school.test',
      'Alex',
      'Morgan',
      'Headteacher',
      passwordHash,
    );
    const lead = await addStaff(
      tx,
      s,
      'lead@demo-school.test',
      'Lauren',
      'Fisher',
      'Designated Safeguarding Lead',
      passwordHash,
    );
    const schoolStaff = await addStaff(
      tx,
      s,
      'staff@demo-school.test',
      'Sam',
      'Turner',
      'Teaching Assistant',
      passwordHash,
    );
    const careAdmin = await addStaff(
      tx,
      c,
      'admin@demo-care.test',
      'Jordan',
      'Reid',
      'Registered Manager',
      passwordHash,
    );
    const careStaff = await addStaff(
      tx,
      c,
      'staff@demo-care.test',
      'Casey',
      'Lloyd',
      'Residential Support Worker',
      passwordHash,
    );

    await tx.insert(memberships).values([
      { orgId: s, userId: schoolAdmin, roleId: school.adminRole.id },
      { orgId: s, userId: lead, roleId: school.adminRole.id },
      { orgId: s, userId: schoolStaff, roleId: school.standardRole.id },
      { orgId: c, userId: careAdmin, roleId: care.adminRole.id },
      { orgId: c, userId: careStaff, roleId: care.standardRole.id },
      { orgId: c, userId: lead, roleId: care.standardRole.id },
    ]);
    await tx.update(organisations).set({ admin: schoolAdmin }).where(eq(organisations.id, s));
    await tx.update(organisations).set({ admin: careAdmin }).where(eq(organisations.id, c));

    await setOrgSetting(tx, s, 'enabledAcademicYears', JSON.stringify(SCHOOL_YEARS));
    await setOrgSetting(tx, s, 'academicYearStartDay', '1');
    await setOrgSetting(tx, s, 'academicYearStartMonth', 'September');
    await setOrgSetting(
      tx,
      s,
      'safeguardingLeads',
      JSON.stringify([
        {
          firstName: 'Lauren',
          lastName: 'Fisher',
          phone: '01632 960500',
          email: 'lead@demo-school.test',
        },
      ]),
    );
    await setOrgSetting(tx, s, 'behaviourLeads', '[]');
    for (const orgId of [s, c]) {
      await setOrgSetting(
        tx,
        orgId,
        'quickBehaviours',
        JSON.stringify(
          QUICK_BEHAVIOURS.map((quickBehaviour) => ({ quickBehaviour, selected: true })),
        ),
      );
    }
    await setOrgSetting(tx, c, 'serviceUserTerm', 'young person');
    await setOrgSetting(tx, c, 'serviceUserTermPlural', 'young people');
    await setOrgSetting(tx, c, 'serviceTerm', 'home');
    await setOrgSetting(tx, c, 'serviceTermPlural', 'homes');

    const pupils = await addServiceUsers(tx, s, SCHOOL_SERVICE_USERS, 'L');
    const residents = await addServiceUsers(tx, c, CARE_SERVICE_USERS, 'R');
    const at = (ids: number[], i: number) => ids[i]!;

    await addGroup(
      tx,
      s,
      schoolAdmin,
      'Nurture Group',
      'Small-group support, Years 7 and 8',
      pupils.slice(0, 8).filter((_, i) => i % 2 === 0),
    );
    await addGroup(tx, s, lead, 'Football Club', 'After-school football', [
      at(pupils, 6),
      at(pupils, 8),
      at(pupils, 14),
      at(pupils, 22),
    ]);
    await addGroup(tx, s, schoolStaff, 'Reading Support', 'Literacy intervention', [
      at(pupils, 1),
      at(pupils, 9),
      at(pupils, 15),
    ]);
    await addGroup(tx, c, careAdmin, 'House A', 'Ground floor', residents.slice(0, 3));

    const incidents = [
      { subject: at(pupils, 0), author: schoolAdmin, high: false, days: 2 },
      { subject: at(pupils, 7), author: schoolStaff, high: true, days: 4 },
      { subject: at(pupils, 12), author: lead, high: false, days: 6 },
      { subject: at(pupils, 20), author: schoolAdmin, high: true, days: 9 },
      { subject: at(pupils, 25), author: schoolStaff, high: false, days: 13 },
    ];
    for (const [index, inc] of incidents.entries()) {
      const collaboratorIds = [schoolStaff, lead].filter((id) => id !== inc.author);
      await insertSubmission(tx, {
        orgId: s,
        type: 'incidentreport',
        subType: inc.high ? 'highlevel' : 'lowlevel',
        status: 'Published',
        authorId: inc.author,
        subjectId: inc.subject,
        daysAgo: inc.days,
        answers: incidentAnswers({
          subjectId: inc.subject,
          daysAgo: inc.days,
          high: inc.high,
          staffIds: [inc.author, ...collaboratorIds],
          index,
          org: completionFor(school.org),
        }),
        collaboratorIds,
      });
    }
    await insertSubmission(tx, {
      orgId: c,
      type: 'incidentreport',
      subType: 'lowlevel',
      status: 'Published',
      authorId: careStaff,
      subjectId: at(residents, 1),
      daysAgo: 3,
      answers: incidentAnswers({
        subjectId: at(residents, 1),
        daysAgo: 3,
        high: false,
        staffIds: [careStaff],
        index: 0,
        org: completionFor(care.org, 'young person'),
      }),
      collaboratorIds: [careAdmin],
    });

    // Children known to the school's CPOMS (needed before an incident can be pushed).
    for (const [i, id] of pupils.entries()) {
      if (i % 3 === 0)
        await tx
          .update(users)
          .set({ cpomsId: `STU-${String(5000 + i)}` })
          .where(eq(users.id, id));
    }
    await seedSearchIncidents(
      tx,
      {
        orgId: s,
        pupils,
        staff: [
          { id: schoolStaff, name: 'Sam Turner' },
          { id: lead, name: 'Lauren Fisher' },
          { id: schoolAdmin, name: 'Alex Morgan' },
        ],
        org: completionFor(school.org),
      },
      36,
    );
    await seedSearchIncidents(
      tx,
      {
        orgId: c,
        pupils: residents,
        staff: [
          { id: careStaff, name: 'Casey Lloyd' },
          { id: careAdmin, name: 'Jordan Reid' },
        ],
        org: completionFor(care.org, 'young person'),
      },
      8,
    );

    // Smart Plans: one due for review within 14 days, one overdue, one current, one draft.
    const plans = [
      { subject: 0, author: lead, status: 'Published' as const, days: 20, review: 7 },
      { subject: 7, author: schoolAdmin, status: 'Published' as const, days: 100, review: -5 },
      { subject: 3, author: schoolStaff, status: 'Published' as const, days: 10, review: 80 },
      { subject: 12, author: schoolStaff, status: 'Draft' as const, days: 1, review: 90 },
    ];
    for (const p of plans) {
      const id = await insertSubmission(tx, {
        orgId: s,
        type: 'behaviourplan',
        status: p.status,
        authorId: p.author,
        subjectId: at(pupils, p.subject),
        daysAgo: p.days,
        answers: planAnswers({
          subjectId: at(pupils, p.subject),
          completedBy: p.author,
          daysAgo: p.days,
          reviewInDays: p.review,
        }),
      });
      // The PDF is made by the job queue once the server runs (as after a Submit).
      if (p.status === 'Published') {
        await enqueue(
          tx,
          planPdfJob,
          { submissionId: id, actorId: p.author },
          { orgId: s, key: planPdfKey(id) },
        );
      }
    }

    await seedContent(tx, s, schoolAdmin);
    await seedRestraintFollowups(tx, s, { signer: lead, staff: schoolStaff });
    await seedRestraintFollowups(tx, c, { signer: careAdmin, staff: careStaff });

    for (const orgId of [s, c]) {
      await audit(tx, null, {
        action: 'seed_demo',
        entity: 'organisation',
        entityId: orgId,
        orgId,
        actorId: null,
      });
    }
  });
}
