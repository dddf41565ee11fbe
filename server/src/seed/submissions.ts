import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { nextSubmissionReference } from '../db/references';
import { actionLog, collaborators, formResponses, formSubmissions } from '../db/schema/index';
import { completeIncidentAnswers, type CompletionOptions } from './incidentCompletion';

export type Answer = [
  questionKey: string,
  questionText: string,
  response: string,
  responseType?: string,
];

export interface DemoSubmission {
  orgId: number;
  type: 'incidentreport' | 'behaviourplan';
  subType?: string;
  status: 'Draft' | 'Published';
  authorId: number;
  subjectId: number;
  daysAgo: number;
  answers: Answer[];
  collaboratorIds?: number[];
  /** Incident columns set by the search screens (flag, parents informed, CPOMS state). */
  extra?: Partial<typeof formSubmissions.$inferInsert>;
  /** A new version of this submission: same reference, root_id of its chain; it gets superseded. */
  versionOf?: number;
}

function daysAgo(n: number): Date {
  return new Date(Date.now() - n * 24 * 60 * 60 * 1000);
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** One submission with its responses, collaborators and (when published) action log entry. */
export async function insertSubmission(tx: Tx, s: DemoSubmission): Promise<number> {
  const when = daysAgo(s.daysAgo);
  const previous = s.versionOf
    ? (
        await tx
          .select({
            id: formSubmissions.id,
            rootId: formSubmissions.rootId,
            reference: formSubmissions.reference,
          })
          .from(formSubmissions)
          .where(eq(formSubmissions.id, s.versionOf))
      )[0]
    : undefined;
  if (s.versionOf && !previous) throw new Error(`Seed: no submission ${s.versionOf} to version`);
  const reference = previous ? previous.reference : await nextSubmissionReference(tx, s.orgId);
  if (previous) {
    await tx
      .update(formSubmissions)
      .set({ superseded: true })
      .where(eq(formSubmissions.id, previous.id));
  }
  const [row] = await tx
    .insert(formSubmissions)
    .values({
      ...s.extra,
      orgId: s.orgId,
      formId: previous?.id ?? null,
      rootId: previous ? (previous.rootId ?? previous.id) : null,
      superseded: false,
      reference,
      type: s.type,
      subType: s.subType ?? null,
      status: s.status,
      authorId: s.authorId,
      subjectId: s.subjectId,
      createdAt: when,
      updatedAt: when,
    })
    .returning({ id: formSubmissions.id });
  const id = row!.id;
  await tx.insert(formResponses).values(
    s.answers.map(([questionKey, questionText, response, responseType]) => ({
      orgId: s.orgId,
      submissionId: id,
      questionKey,
      questionText,
      response,
      responseType: responseType ?? 'string',
      createdAt: when,
    })),
  );
  if (s.collaboratorIds?.length) {
    await tx.insert(collaborators).values(
      s.collaboratorIds.map((userId) => ({
        orgId: s.orgId,
        submissionId: id,
        userId,
        createdAt: when,
      })),
    );
  }
  if (s.status === 'Published') {
    await tx.insert(actionLog).values({
      orgId: s.orgId,
      description: `Published ${s.type} has been submitted`,
      type: s.type,
      key: 'submitted',
      actionedBy: s.authorId,
      subjectId: s.subjectId,
      additionalData: { submissionId: id },
      createdAt: when,
    });
  }
  return id;
}

const LOCATIONS = ['Classroom', 'Corridor', 'Playground', 'Dining Hall', 'Sports Hall'];

export function incidentAnswers(opts: {
  subjectId: number;
  daysAgo: number;
  high: boolean;
  staffIds: number[];
  index: number;
  /** The organisation's settings the wizard asks by (completion of the report). */
  org?: Omit<CompletionOptions, 'index'>;
}): Answer[] {
  const date = isoDate(daysAgo(opts.daysAgo));
  const time = ['09:15', '11:30', '13:05', '14:45', '10:20'][opts.index % 5]!;
  const answers: Answer[] = [
    ['studentName', 'Service user', String(opts.subjectId), 'number'],
    ['dateOfIncident', 'Date of incident', date, 'date'],
    ['timeOfIncident', 'Time of incident', time, 'time'],
    ['location', 'Location', LOCATIONS[opts.index % LOCATIONS.length]!],
    ['completedBy', 'Completed by', String(opts.staffIds[0])],
    ['staffInvolved', 'Staff involved', JSON.stringify(opts.staffIds)],
    ['studentsInvolved', 'Service users involved', JSON.stringify([opts.subjectId])],
    ['hurtingSelf', 'Hurting self', 'No'],
    ['hurtingOthers', 'Hurting others', opts.high ? 'Yes' : 'No'],
    ['propertyDamage', 'Damage to property', opts.index % 2 ? 'Yes' : 'No'],
    ['lowLevelBehaviour', 'Low level behaviour', 'Refusing to follow instructions, raised voice'],
    ['lowLevelResponse', 'What was tried', 'Calm reminder of expectations, offered time out'],
    ['physicalInterventionUsed', 'Physical intervention used', opts.high ? 'Yes' : 'No'],
    ['restrictedPhysicalInterventionUsed', 'Restrictive physical intervention used', 'No'],
    ['medicalInterventionRequired', 'Was anybody injured?', 'No'],
    [
      'incidentDescription',
      'Description',
      opts.high
        ? 'Became very distressed after a disagreement, pushed a peer; staff used a guiding hold to move to a quiet space.'
        : 'Left the lesson without permission and refused to return; settled after talking with a member of staff.',
    ],
  ];
  if (opts.high) {
    answers.push(
      [
        'deescalationTechniques',
        'De-escalation techniques',
        JSON.stringify([
          { key: 'Giving Space', value: '8' },
          { key: 'Reassurance', value: '6' },
        ]),
      ],
      [
        'physicalTechniques',
        'Physical techniques',
        JSON.stringify([{ key: 'Guiding hold', value: '7' }]),
      ],
      ['physicalInterventionDuration', 'Duration (minutes)', '4', 'number'],
      ['numberStaffInvolved', 'Number of staff involved', '2', 'number'],
    );
  }
  // Every answer the wizard requires, so a demo report opens and walks through like a real one.
  return completeIncidentAnswers(answers, { ...opts.org, index: opts.index });
}

/**
 * A complete Smart Plan as the wizard saves it (modules/smartplans/README.md): studentName and
 * completedBy are ids, list answers are {original, extra} JSON, techniques Try/Avoid with notes.
 */
export function planAnswers(opts: {
  subjectId: number;
  completedBy: number;
  daysAgo: number;
  /** Days from today to the review date (negative: overdue). */
  reviewInDays: number;
}): Answer[] {
  const list = (values: string[], extra: string[] = []) =>
    JSON.stringify({
      original: values.map((value) => ({ checked: true, value })),
      extra: extra.map((value) => ({ checked: true, value })),
    });
  const date = daysAgo(opts.daysAgo);
  const review = daysAgo(-opts.reviewInDays);
  return [
    ['studentName', 'Service User', String(opts.subjectId)],
    ['dateOfPlan', 'Date of Plan', isoDate(date), 'date'],
    ['reviewDate', 'Review Date', isoDate(review), 'date'],
    ['completedBy', 'Completed By', String(opts.completedBy)],
    ['riskNotes', 'Notes', 'Responds well to a calm, consistent approach.'],
    [
      'additionalAdjustments',
      'Reasonable Adjustments',
      list(['Movement breaks'], ['Seat near the door', 'Visual timetable']),
    ],
    [
      'triggers',
      'Triggers',
      list(['Unstructured time', 'Loud environments', 'Changes to routine']),
    ],
    [
      'triggerSupport',
      'Support for Triggers',
      list(['Give notice of changes', 'Offer a quiet space']),
    ],
    ['lowLevelBehaviour', 'Low Level Behaviour', list(['Fidgeting', 'Raised voice'])],
    ['lowLevelTried', 'What has been tried', list(['Calm reminder', 'Choice of task'])],
    ['lowLevelHelpMyself', 'Help myself', list([], ['Ask for a movement break'])],
    ['mediumLevelBehaviour', 'Medium Level Behaviour', list(['Leaving the room'])],
    ['mediumLevelOtherThings', 'Other things to try', list([], ['Walk and talk'])],
    ['highLevelBehaviour', 'High Level Behaviour', list(['Throwing objects'])],
    ['highLevelTried', 'What has been tried', list(['Clear the room'])],
    ['recoveryIShow', 'Recovery Behaviour', list(['Quiet, wants to be alone'])],
    ['helpMyself', 'Help Myself', list([], ['Breathing exercise'])],
    ['staffHelp', 'Staff Help', list(['Check in after 10 minutes'])],
    ['interests', 'Interests', list([], ['Football', 'Drawing'])],
    ['Empathy', 'Empathy', 'Try'],
    ['Empathy-notes', 'Empathy notes', 'Name the feeling, keep it short.'],
    ['Giving Space', 'Giving Space', 'Try'],
    ['Humour', 'Humour', 'Avoid'],
    ['Humour-notes', 'Humour notes', 'Can feel mocked when upset.'],
  ];
}
