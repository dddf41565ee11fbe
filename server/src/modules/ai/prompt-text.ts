import { incidentDate } from './analyser/digest';
import type { Counted, Digest, IncidentFacts } from './facts';

/**
 * The records as text for the model (already pseudonymised): what `prompt` carries after the
 * canned prompt's template. The system message tells the model how to treat the pseudonyms.
 */
export const SYSTEM_MESSAGE = [
  'You help staff of a UK school or care service understand behaviour records.',
  'People are named by pseudonyms such as "Child A", "Staff 1" and "Contact 1", and e-mails, phone',
  'numbers, learner numbers and dates of birth by tags such as "[email 1]": write them exactly as',
  'given and never guess real names. Use only the facts given; when something is not recorded,',
  'say so. Answer in plain British English.',
].join(' ');

/** Answers not worth sending (ids of files, internal flags). */
const SKIP = new Set(['studentName', 'pdfUrl', 'formId']);

export function incidentText(f: IncidentFacts): string {
  const ref = f.reference !== null ? `besmart-${f.reference}` : `#${f.id}`;
  const level = f.subType === 'highlevel' ? 'high level' : 'low level';
  const lines = [
    `Incident ${ref} (${level}) about ${f.child}, dated ${incidentDate(f)}${f.author ? `, written by ${f.author}` : ''}.`,
  ];
  for (const [key, value] of Object.entries(f.answers)) {
    const v = value.replace(/\s+/g, ' ').trim();
    if (!v || SKIP.has(key)) continue;
    const q = (f.questions[key] ?? '').replace(/\s+/g, ' ').trim();
    lines.push(`- ${q && q !== key ? `${q} (${key})` : key}: ${v}`);
  }
  return lines.join('\n');
}

const counted = (c: Counted) =>
  c.length ? c.map(([t, n]) => `${t} (${n})`).join('; ') : 'none recorded';
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function digestText(d: Digest): string {
  const hours = d.byHour.map((n, h) => [h, n] as const).filter(([, n]) => n > 0);
  const tech = (t: Digest['techniques']['deescalation']) =>
    t.length ? t.map((x) => `${x.name} ${x.average}/10 (${x.count})`).join('; ') : 'none recorded';
  return [
    `- Incident reports: ${d.incidents}${d.from && d.to ? ` (${d.from} to ${d.to})` : ''}; logs: ${d.logs}; clicker records: ${d.clickers}; children: ${d.children}.`,
    `- Incidents by month: ${d.byMonth.length ? d.byMonth.map(([m, n]) => `${m} ${n}`).join('; ') : 'none'}.`,
    `- By day: ${d.byWeekday.map((n, i) => `${DAYS[i]} ${n}`).join('; ')}.`,
    `- By hour: ${hours.length ? hours.map(([h, n]) => `${String(h).padStart(2, '0')}:00 ${n}`).join('; ') : 'no times recorded'}.`,
    `- Places: ${counted(d.locations)}.`,
    `- Likely triggers: ${counted(d.triggers)}.`,
    `- Low level behaviours: ${counted(d.behaviours.low)}; responses: ${counted(d.responses.low)}; strategies: ${counted(d.strategies.low)}.`,
    `- Medium level behaviours: ${counted(d.behaviours.medium)}; responses: ${counted(d.responses.medium)}; strategies: ${counted(d.strategies.medium)}.`,
    `- High level behaviours: ${counted(d.behaviours.high)}; responses: ${counted(d.responses.high)}; strategies: ${counted(d.strategies.high)}.`,
    `- Recovery behaviours: ${counted(d.behaviours.recovery)}; strategies: ${counted(d.strategies.recovery)}.`,
    `- Adjustments: ${counted(d.adjustments)}.`,
    `- Levels: low ${d.levels.lowlevel}, high ${d.levels.highlevel}. Physical intervention: ${d.physical}; restrictive: ${d.restrictive}; injuries: ${d.injuries}.`,
    `- Plan followed: ${d.plan.followed}; not followed: ${d.plan.notFollowed}.`,
    `- De-escalation technique ratings: ${tech(d.techniques.deescalation)}.`,
    `- Physical technique ratings: ${tech(d.techniques.physical)}.`,
    `- Log types: ${counted(d.logKinds)}. Clicker behaviours: ${counted(d.clickerBehaviours)}.`,
  ].join('\n');
}
