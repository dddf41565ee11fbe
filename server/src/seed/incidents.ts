import type { Tx } from '../db/client';
import { DEFAULT_DEESCALATION_TECHNIQUES, DEFAULT_PHYSICAL_TECHNIQUES } from './defaults';
import { completeIncidentAnswers, type CompletionOptions } from './incidentCompletion';
import { insertSubmission, isoDate, type Answer } from './submissions';

/**
 * A few dozen varied incident reports for the search screens (spec 2 §2.7): dates over the last
 * four months, locations, behaviours, techniques with ratings, injuries, Post Incident Learning
 * flags, flags and parents informed, a few pushed to CPOMS (one failed), one edited report (two
 * versions of one chain) and drafts. Deterministic: the same database every time.
 */
export interface SearchDemoPeople {
  orgId: number;
  pupils: number[];
  staff: { id: number; name: string }[];
  /** The organisation's settings the wizard asks by (completion of each report). */
  org?: Omit<CompletionOptions, 'index'>;
}

const LOCATIONS = [
  'Classroom',
  'Corridor',
  'Playground',
  'Dining Hall',
  'Sports Hall',
  'Library',
  'Science Lab',
  'Minibus',
];
const LOW = [
  'Refusing to follow instructions',
  'Shouting out in class',
  'Swearing at peers',
  'Leaving the classroom without permission',
  'Throwing equipment',
];
const MEDIUM = ['Pushing a peer', 'Kicking furniture', 'Threatening language', 'Running off site'];
const HIGH = ['Hitting staff', 'Fighting with a peer', 'Climbing on the roof', 'Self-harm attempt'];
const RECOVERY = ['Quiet and withdrawn', 'Tearful, asked for a parent', 'Apologised to staff'];
const INJURIES: [sufferedBy: string, injury: string, treatment: string][] = [
  ['Staff', 'Bruised forearm', 'Ice pack'],
  ['Service User', 'Graze to knee', 'Cleaned and plastered'],
  ['Others', 'Scratch to hand', 'Cleaned'],
];
const FLAGS = ['none', 'none', 'green', 'yellow', 'red'];
const EXTRAS = [
  'Bullying',
  'Racist',
  'UseOfDerogatoryLanguage',
  'AssaultOnStaff',
  'StudentOnStudent',
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;
const ratings = (names: readonly string[], seed: number, count: number) =>
  Array.from({ length: count }, (_, k) => ({
    key: pick(names, seed + k * 3),
    value: (seed + k) % 5 === 0 ? 'n/a' : String(1 + ((seed * 7 + k * 3) % 10)),
  }));

function answersFor(i: number, subjectId: number, people: SearchDemoPeople): Answer[] {
  const staff = people.staff;
  const high = i % 3 === 0;
  const injured = i % 4 === 1;
  const author = pick(staff, i);
  const second = pick(staff, i + 1);
  const days = 3 + ((i * 11) % 118);
  const date = isoDate(new Date(Date.now() - days * 24 * 60 * 60 * 1000));
  const time = `${String(8 + (i % 8)).padStart(2, '0')}:${pick(['00', '15', '30', '45'], i)}`;
  const answers: Answer[] = [
    ['studentName', 'Service user', String(subjectId), 'number'],
    ['dateOfIncident', 'Date of incident', date, 'date'],
    ['timeOfIncident', 'Time of incident', time, 'time'],
    ['location', 'Location', pick(LOCATIONS, i * 5)],
    ['completedBy', 'Completed by', String(author.id)],
    ['staffInvolved', 'Staff involved', JSON.stringify([author.id, second.id])],
    ['studentsInvolved', 'Service users involved', JSON.stringify([subjectId])],
    // Collaborators are made only for the dashboard's demo incidents (seed/index.ts).
    ['allowStaffToCollaborate', 'Allow staff to collaborate', 'No'],
    ['hurtingSelf', 'Hurting self', i % 9 === 4 ? 'Yes' : 'No'],
    ['hurtingOthers', 'Hurting others', high ? 'Yes' : 'No'],
    ['propertyDamage', 'Damage to property', i % 2 ? 'Yes' : 'No'],
    ['lowLevelBehaviour', 'Low level behaviour', pick(LOW, i)],
    ['mediumLevelBehaviour', 'Medium level behaviour', pick(MEDIUM, i * 3)],
    ['highLevelBehaviour', 'High level behaviour', pick(HIGH, i * 7)],
    ['recoveryBehaviour', 'Recovery behaviour', pick(RECOVERY, i)],
    ['physicalInterventionUsed', 'Physical intervention used', high ? 'Yes' : 'No'],
    [
      'restrictedPhysicalInterventionUsed',
      'Restrictive physical intervention used',
      i % 6 === 0 ? 'Yes' : 'No',
    ],
    ['medicalInterventionRequired', 'Was anybody injured?', injured ? 'Yes' : 'No'],
    [
      'deescalationTechniques',
      'De-escalation techniques',
      JSON.stringify(ratings(DEFAULT_DEESCALATION_TECHNIQUES, i, 3)),
    ],
    [
      'incidentDescription',
      'Description',
      `${pick(LOW, i)} in the ${pick(LOCATIONS, i * 5).toLowerCase()}; ${pick(RECOVERY, i).toLowerCase()} afterwards.`,
    ],
    [
      'studentBehaviour',
      'What happened from their point of view',
      'Felt other pupils were laughing at them.',
    ],
    [
      'likelyTriggers',
      'Likely triggers',
      pick(['Unstructured time', 'Change of teacher', 'Noise'], i),
    ],
  ];
  if (high) {
    answers.push(
      [
        'physicalTechniques',
        'Physical techniques',
        JSON.stringify(ratings(DEFAULT_PHYSICAL_TECHNIQUES, i, 2)),
      ],
      ['physicalInterventionDuration', 'Duration (minutes)', String(2 + (i % 9)), 'number'],
      ['numberStaffInvolved', 'Number of staff involved', String(2 + (i % 3)), 'number'],
      ['breathingMonitored', 'Breathing monitored', 'Yes'],
    );
  }
  if (injured) {
    const [injurySufferedBy, injury, treatment] = pick(INJURIES, i);
    answers.push([
      'interventions',
      'Injuries',
      JSON.stringify([
        {
          injurySufferedBy,
          injury,
          treatment,
          injurySufferedName: second.name,
          injuryTreatedBy: author.name,
        },
      ]),
    ]);
  }
  for (const [k, key] of EXTRAS.entries()) {
    answers.push([key, key, (i + k) % 7 === 0 ? 'Yes' : 'No']);
  }
  // Every answer the wizard requires, so a demo report opens and walks through like a real one.
  return completeIncidentAnswers(answers, { ...people.org, index: i });
}

/** Inserts the search demo incidents of one organisation; `count` reports, newest last. */
export async function seedSearchIncidents(
  tx: Tx,
  people: SearchDemoPeople,
  count: number,
): Promise<void> {
  let edited: number | null = null;
  for (let i = 0; i < count; i += 1) {
    const subjectId = pick(people.pupils, i * 7 + 3);
    const author = pick(people.staff, i);
    const id = await insertSubmission(tx, {
      orgId: people.orgId,
      type: 'incidentreport',
      subType: i % 3 === 0 ? 'highlevel' : 'lowlevel',
      status: 'Published',
      authorId: author.id,
      subjectId,
      daysAgo: 3 + ((i * 11) % 118),
      answers: answersFor(i, subjectId, people),
      extra: {
        flag: pick(FLAGS, i),
        parentsInformed: i % 5 === 2 ? null : i % 2 === 0,
        ...(i === 4 || i === 9 ? { cpomsId: `CPOMS-${41000 + i}` } : {}),
        ...(i === 13
          ? { cpomsSyncFailed: true, cpomsError: 'CPOMS answered 503: Service unavailable' }
          : {}),
      },
    });
    if (i === 6) edited = id;
  }
  if (edited !== null) {
    // The report edited once: version 2 keeps the reference, version 1 is superseded.
    const subjectId = pick(people.pupils, 6 * 7 + 3);
    const answers = answersFor(6, subjectId, people).map(([key, text, value, type]): Answer =>
      key === 'incidentDescription'
        ? [key, text, `${value} Updated after speaking with the family.`, type]
        : [key, text, value, type],
    );
    await insertSubmission(tx, {
      orgId: people.orgId,
      type: 'incidentreport',
      subType: 'highlevel',
      status: 'Published',
      authorId: pick(people.staff, 6).id,
      subjectId,
      daysAgo: 1,
      answers,
      versionOf: edited,
      extra: { flag: 'yellow', parentsInformed: true },
    });
  }
  for (const [k, author] of people.staff.slice(0, 2).entries()) {
    const subjectId = pick(people.pupils, 11 + k);
    await insertSubmission(tx, {
      orgId: people.orgId,
      type: 'incidentreport',
      subType: k === 0 ? 'lowlevel' : 'highlevel',
      status: 'Draft',
      authorId: author.id,
      subjectId,
      daysAgo: k,
      answers: answersFor(40 + k, subjectId, people).slice(0, 6),
    });
  }
}
