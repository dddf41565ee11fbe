import {
  BEHAVIOUR_STAGES,
  EXCLUSION_KEYS,
  PIL_EXTRA_KEYS,
  PIL_REQUIRED_KEYS,
} from 'shared-api/incidents';
import type { Answer } from './submissions';

/**
 * Completes a demo incident report the way a member of staff would have finished it in the wizard:
 * every answer the wizard requires on its pages (behaviour details of all four stages, Post
 * Incident Learning, the restrictive-intervention details, the first-aid question, the extras when
 * the organisation has them) plus the usual optional ones (Smart Behaviour Plan followed, best
 * interest, dynamic risk). Answers already given are kept as they are, so the search demo's
 * figures do not move. Deterministic: `index` picks the wording.
 */
export interface CompletionOptions {
  index: number;
  /** The organisation has enablePILExtras: the eleven Yes/No questions are required. */
  pilExtras?: boolean;
  /** Care plan: the Exclusions block is not asked. */
  care?: boolean;
  /** The organisation's service user term, lower case (question texts name it). */
  serviceUser?: string;
}

/** The wizard's question texts (mf-incidents questions.ts) for the keys completed here. */
const TEXTS: Record<string, string> = {
  followPlanQuestion: "Did staff follow the {serviceUser}'s Smart Behaviour Plan?",
  followPlanResponse: 'If not, why not?',
  bestInterestQuestion: "Were the actions taken in the {serviceUser}'s best interest?",
  bestInterest: 'Please explain',
  dynamicRisk: 'Was a dynamic risk assessment carried out?',
  dynamicRiskInformation: 'Dynamic risk assessment information',
  breathingMonitored: 'Was breathing monitored?',
  physicalInterventionDuration: 'Duration of physical intervention (minutes)',
  numberStaffInvolved: 'Number of staff involved',
  firstAidFormCompleted: 'Was a first aid form completed?',
  lowLevelBehaviour: 'Low level behaviour',
  lowLevelResponse: 'Low level: how did staff respond?',
  lowLevelStrategy: 'Low level: what other strategies could be tried?',
  mediumLevelBehaviour: 'Medium level behaviour',
  mediumLevelResponse: 'Medium level: how did staff respond?',
  mediumLevelStrategy: 'Medium level: what other strategies could be tried?',
  highLevelBehaviour: 'High level behaviour',
  highLevelResponse: 'High level: how did staff respond?',
  highLevelStrategy: 'High level: what other strategies could be tried?',
  recoveryBehaviour: 'Recovery behaviour',
  recoveryResponse: 'Recovery: how did staff respond?',
  recoveryStrategy: 'Recovery: what other strategies could be tried?',
  studentBehaviour: "What was the {serviceUser}'s point of view?",
  studentResponse: 'How was the {serviceUser} feeling?',
  studentStrategy: 'What strategy could the {serviceUser} use next time?',
  likelyTriggers: 'What were the likely triggers?',
  adjustments: 'What adjustments could be made?',
  staffRoles: 'What each member of staff did',
  restrictiveInterventions: 'Restraint and seclusion',
  whatHappenedBefore: 'What happened before the incident?',
  whyForceNecessary: 'Why was force necessary?',
  supportAfterwards: 'What support was given afterwards?',
  senStatusAtTime: 'Special educational needs at the time',
};

const STAGE_TEXT: Record<
  (typeof BEHAVIOUR_STAGES)[number],
  { Behaviour: string[]; Response: string[]; Strategy: string[] }
> = {
  lowLevel: {
    Behaviour: ['Fidgeting and talking over others', 'Refusing to start the task'],
    Response: ['Calm reminder of expectations', 'Offered a choice of task'],
    Strategy: ['Seat near the door with a movement break card', 'Give the first step in writing'],
  },
  mediumLevel: {
    Behaviour: ['Raised voice, pushed chair away', 'Left the room and walked the corridor'],
    Response: ['Offered time out in the quiet room', 'Walk and talk with a familiar adult'],
    Strategy: ['Agree a signal for time out', 'Keep a familiar adult nearby at transitions'],
  },
  highLevel: {
    Behaviour: ['Threw equipment across the room', 'Hit out at a peer'],
    Response: ['Cleared the room and gave space', 'Second member of staff called'],
    Strategy: ['Clear the space early, one adult speaks', 'Use the agreed script, reduce demands'],
  },
  recovery: {
    Behaviour: ['Quiet and withdrawn', 'Tearful, asked for a parent'],
    Response: ['Check-in after ten minutes with a drink', 'Phoned home with the child present'],
    Strategy: ['Restorative conversation the next day', 'Short check-in at the start of lessons'],
  },
};

const PIL_TEXT: Record<(typeof PIL_REQUIRED_KEYS)[number], string[]> = {
  studentBehaviour: ['Felt other pupils were laughing at them.', 'Did not want to do the work.'],
  studentResponse: ['Angry, then embarrassed.', 'Upset and worried about going home.'],
  studentStrategy: ['Asking for a break earlier.', 'Sitting away from the group.'],
  likelyTriggers: ['Unstructured time', 'Change of teacher', 'Noise'],
};

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

export function completeIncidentAnswers(answers: Answer[], opts: CompletionOptions): Answer[] {
  const given = new Map(answers.map(([key, , value]) => [key, value]));
  const out = [...answers];
  const term = opts.serviceUser ?? 'service user';
  const add = (key: string, value: string, type?: string) => {
    if (given.has(key)) return;
    given.set(key, value);
    const text = (TEXTS[key] ?? key).replaceAll('{serviceUser}', term);
    out.push(type ? [key, text, value, type] : [key, text, value]);
  };
  const i = opts.index;

  const followed = i % 4 !== 3;
  add('followPlanQuestion', followed ? 'Yes' : 'No');
  if (!followed) {
    add('followPlanResponse', 'Cover staff had not yet read the plan.');
  }
  add('bestInterestQuestion', 'Yes');
  add('bestInterest', 'To keep everyone safe.');
  add('dynamicRisk', i % 3 === 0 ? 'Yes' : 'No');
  if (given.get('dynamicRisk') === 'Yes') {
    add('dynamicRiskInformation', 'Room cleared first.');
  }
  if (given.get('restrictedPhysicalInterventionUsed') === 'Yes') {
    add('physicalInterventionDuration', String(2 + (i % 5)), 'number');
    add('numberStaffInvolved', '2', 'number');
    add('breathingMonitored', 'Yes');
  }
  if (given.get('medicalInterventionRequired') === 'Yes') {
    add('firstAidFormCompleted', 'Yes');
  }
  addRestraintAnswers(given, add, i);

  for (const stage of BEHAVIOUR_STAGES) {
    for (const part of ['Behaviour', 'Response', 'Strategy'] as const) {
      add(`${stage}${part}`, pick(STAGE_TEXT[stage][part], i));
    }
  }
  for (const key of PIL_REQUIRED_KEYS) add(key, pick(PIL_TEXT[key], i));
  add('adjustments', 'Share the strategies with the class team.');

  if (opts.pilExtras) {
    for (const key of PIL_EXTRA_KEYS) add(key, 'No');
    if (!opts.care) for (const key of EXCLUSION_KEYS) add(key, 'No');
  }
  return out;
}

/** The completion settings of an organisation row (its plan and extras) and its term. */
export function completionFor(
  org: { plan: string; enablePILExtras: boolean },
  serviceUser?: string,
): Omit<CompletionOptions, 'index'> {
  return { pilExtras: org.enablePILExtras, care: org.plan === 'Care', serviceUser };
}

/**
 * A restraint record's answers (issue 13, modules/restraint): who held and who observed, the
 * interventions with their times and the DfE texts, when a physical intervention was used.
 */
function addRestraintAnswers(
  given: Map<string, string>,
  add: (key: string, value: string, type?: string) => void,
  i: number,
): void {
  const used = ['physicalInterventionUsed', 'restrictedPhysicalInterventionUsed'].some(
    (key) => given.get(key) === 'Yes',
  );
  if (!used) return;
  let staff: unknown[] = [];
  try {
    const parsed = JSON.parse(given.get('staffInvolved') ?? '[]') as unknown;
    if (Array.isArray(parsed)) staff = parsed;
  } catch {
    staff = [];
  }
  add(
    'staffRoles',
    JSON.stringify(
      staff.map((id, k) => ({ userId: Number(id), role: k === 0 ? 'held' : 'observed' })),
    ),
  );
  const time = /^(\d{2}):(\d{2})$/.exec(given.get('timeOfIncident') ?? '') ?? ['', '12', '00'];
  const startMin = (Number(time[1]) * 60 + Number(time[2]) + 5) % (24 * 60);
  const minutes = Number(given.get('physicalInterventionDuration')) || 3 + (i % 6);
  const hhmm = (m: number) =>
    `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  add(
    'restrictiveInterventions',
    JSON.stringify([
      {
        kind: i % 5 === 0 ? 'restraintWithoutForce' : 'physicalRestraint',
        start: hhmm(startMin),
        end: hhmm(startMin + minutes),
      },
    ]),
  );
  add('whatHappenedBefore', pick(RESTRAINT_BEFORE, i));
  add('whyForceNecessary', pick(RESTRAINT_WHY, i));
  add('supportAfterwards', pick(RESTRAINT_SUPPORT, i));
  add('senStatusAtTime', 'none');
}

const RESTRAINT_BEFORE = [
  'A disagreement over a game escalated quickly.',
  'Was refused a second break and became distressed.',
  'Unsettled after a phone call home.',
];
const RESTRAINT_WHY = [
  'To prevent injury to another child.',
  'To stop the young person running into the road.',
  'To prevent serious damage and risk of injury from thrown furniture.',
];
const RESTRAINT_SUPPORT = [
  'Quiet time with the key worker and a drink.',
  'Time in the sensory room, then a check-in with the lead.',
  'Talked it through with a trusted adult; first aid checked.',
];
