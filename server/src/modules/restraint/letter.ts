/** The parent letter's pre-filled text (issue 13 §2): date, place, duration, force, injuries, reasons. */
import { INTERVENTION_KIND_LABELS, type RestrictiveIntervention } from 'shared-api/schemas';
import { displayDay } from '../../platform/pdf/format';
import { interventionMinutes, parseInterventions } from './answers';
import { localDay } from './clock';
import type { RecordRow } from './records';

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Physical techniques answered with a rating (JSON list of { key, value }). */
export function techniquesUsed(text: string | undefined): string[] {
  try {
    const list = JSON.parse(text ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list.flatMap((t) => {
      const entry = t as { key?: unknown; value?: unknown } | null;
      return entry && typeof entry.key === 'string' && entry.key.trim() && entry.value !== 'n/a'
        ? [entry.key.trim()]
        : [];
    });
  } catch {
    return [];
  }
}

/** Injuries of the `interventions` answer as short lines ("Staff: bruised arm (ice pack)"). */
export function injuriesOf(record: RecordRow): string[] {
  if (record.answers.get('medicalInterventionRequired')?.trim() !== 'Yes') return [];
  try {
    const list = JSON.parse(record.answers.get('interventions') ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    return list.flatMap((i) => {
      const entry = (i ?? {}) as Record<string, unknown>;
      const injury = typeof entry.injury === 'string' ? entry.injury.trim() : '';
      if (!injury) return [];
      const who = typeof entry.injurySufferedBy === 'string' ? entry.injurySufferedBy.trim() : '';
      const treatment = typeof entry.treatment === 'string' ? entry.treatment.trim() : '';
      return [`${who ? `${who}: ` : ''}${injury}${treatment ? ` (treated: ${treatment})` : ''}`];
    });
  } catch {
    return [];
  }
}

export function interventionsOf(record: RecordRow): RestrictiveIntervention[] {
  const list = parseInterventions(record.answers.get('restrictiveInterventions'));
  return Array.isArray(list) ? list : [];
}

/** Total minutes: the interventions' times, else the report's physicalInterventionDuration. */
export function totalMinutes(record: RecordRow): number {
  const list = interventionsOf(record);
  if (list.length > 0) return list.reduce((n, i) => n + interventionMinutes(i.start, i.end), 0);
  const n = Number(record.answers.get('physicalInterventionDuration'));
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

export function letterText(
  record: RecordRow,
  opts: {
    childFirstName: string;
    organisationName: string;
    signedBy: string;
    contacts: readonly { firstName: string; lastName: string }[];
  },
): string {
  const greeting =
    opts.contacts.length > 0
      ? opts.contacts.map((c) => `${c.firstName} ${c.lastName}`.trim()).join(' and ')
      : 'Parent or carer';
  const child = opts.childFirstName || 'your child';
  const place = record.answers.get('location')?.trim();
  const interventions = interventionsOf(record);
  const techniques = techniquesUsed(record.answers.get('physicalTechniques'));
  const minutes = totalMinutes(record);
  const injuries = injuriesOf(record);
  const reason = record.answers.get('whyForceNecessary')?.trim();
  const before = record.answers.get('whatHappenedBefore')?.trim();
  const support = record.answers.get('supportAfterwards')?.trim();
  const lines = [
    `Dear ${greeting},`,
    '',
    `We are writing to let you know that staff used physical intervention with ${child} on ${displayDay(
      localDay(record.incidentAt),
    )} at ${UK_TIME.format(record.incidentAt)}.${place ? ` Place: ${place}.` : ''}`,
    '',
    'What was used:',
    ...(interventions.length > 0
      ? interventions.map(
          (i) =>
            `- ${INTERVENTION_KIND_LABELS[i.kind]} from ${i.start} to ${i.end} (${interventionMinutes(i.start, i.end)} minutes)`,
        )
      : ['- Physical intervention']),
    ...(techniques.length > 0 ? [`Techniques: ${techniques.join(', ')}.`] : []),
    `How long it lasted: ${minutes > 0 ? `${minutes} minutes in all` : 'not recorded'}.`,
    '',
    `What happened before: ${before || 'not recorded'}`,
    `Why it was necessary: ${reason || 'not recorded'}`,
    `Injuries: ${injuries.length > 0 ? injuries.join('; ') : 'none recorded'}.`,
    `Support afterwards: ${support || 'not recorded'}`,
    '',
    `If you would like to talk about what happened, please contact us.`,
    '',
    'Yours sincerely,',
    opts.signedBy,
    opts.organisationName,
  ];
  return lines.join('\n');
}
