import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  BEHAVIOUR_DETAIL_KEYS,
  EXCLUSION_BLOCK_KEYS,
  INJURY_KEYS,
  PIL_EXTRA_KEYS,
  PIL_KEYS,
} from 'shared-api/incidents';
import { displayDateTime, displayDay } from './format';
import { renderPdf } from './render';
import { RESTRAINT_PDF_KEYS, restraintAnswerText } from '../../modules/restraint/pdf-answers';

/** What the incident report PDF shows (answers as stored, names already resolved). */
export interface IncidentPdfInput {
  subType: string | null;
  reference: number | null;
  organisationName: string;
  /** The organisation's term for the person, e.g. "Service User". */
  personLabel: string;
  person: { firstName: string; lastName: string };
  author: { firstName: string; lastName: string } | null;
  submittedAt: Date;
  responses: readonly { questionKey: string; questionText: string; response: string }[];
  /** Names of staff and service users by id (staffInvolved, studentsInvolved, completedBy...). */
  names: ReadonlyMap<number, string>;
}

const SECTIONS: { title: string; keys: readonly string[] }[] = [
  {
    title: 'Incident Report',
    keys: [
      'studentName',
      'dateOfIncident',
      'timeOfIncident',
      'location',
      'completedBy',
      'staffInvolved',
      'studentsInvolved',
      'witnesses',
      'hurtingSelf',
      'hurtingOthers',
      'propertyDamage',
      'behaviour',
      'commitOffence',
      'followPlanQuestion',
      'followPlanResponse',
      'bestInterestQuestion',
      'bestInterestConfirmQuestion',
      'bestInterest',
      'allowStaffToCollaborate',
      'dynamicRisk',
      'dynamicRiskInformation',
      'restrictedPhysicalInterventionUsed',
      'physicalInterventionUsed',
      'breathingMonitored',
      'physicalInterventionDuration',
      'numberStaffInvolved',
      ...RESTRAINT_PDF_KEYS,
      'medicalInterventionRequired',
      'otherConcerns',
      'firstAidFormCompleted',
      'whyFirstAidFormNotCompleted',
      'incidentDescription',
    ],
  },
  { title: 'Behaviour Details', keys: BEHAVIOUR_DETAIL_KEYS },
  { title: 'De-escalation Techniques', keys: ['otherTechniques', 'otherTechniquesInfo'] },
  { title: 'Physical Techniques', keys: ['otherPhysicalTechniques', 'otherPhysicalTechInfo'] },
  {
    title: 'Post Incident Learning',
    keys: [...PIL_KEYS, ...PIL_EXTRA_KEYS, ...EXCLUSION_BLOCK_KEYS],
  },
];

/** Answers shown elsewhere in the document or not part of the report's content. */
const NOT_LISTED = new Set([
  'interventions',
  'deescalationTechniques',
  'physicalTechniques',
  'notify',
  ...INJURY_KEYS,
]);
const ID_LIST_KEYS = new Set(['staffInvolved', 'studentsInvolved']);
const ID_KEYS = new Set(['completedBy', 'studentName', 'recordedBy', 'actionedBy']);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function nameOf(names: ReadonlyMap<number, string>, value: unknown): string {
  const id = typeof value === 'number' ? value : Number(value);
  return (Number.isInteger(id) && names.get(id)) || String(value);
}

/** An answer as the reader should see it: ids as names, true/false as Yes/No, dd/mm/yyyy dates. */
export function displayAnswer(key: string, response: string, input: IncidentPdfInput): string {
  if (key === 'studentName') return `${input.person.firstName} ${input.person.lastName}`.trim();
  if (ID_LIST_KEYS.has(key)) {
    const list = parseJson(response);
    if (Array.isArray(list)) return list.map((v) => nameOf(input.names, v)).join(', ');
  }
  const restraint = restraintAnswerText(key, response, input.names);
  if (restraint !== null) return restraint;
  if (ID_KEYS.has(key) && /^\d+$/.test(response.trim()))
    return nameOf(input.names, response.trim());
  if (response === 'true') return 'Yes';
  if (response === 'false') return 'No';
  return displayDay(response);
}

function question(text: string, answer: string): Content {
  return {
    stack: [
      { text, bold: true, fontSize: 10 },
      { text: answer, fontSize: 10, margin: [0, 1, 0, 6] },
    ],
    unbreakable: answer.length < 600,
  };
}

function heading(text: string): Content {
  return { text, fontSize: 13, bold: true, margin: [0, 10, 0, 6] };
}

function injuries(text: string | undefined): Content[] {
  const list = text ? parseJson(text) : undefined;
  if (!Array.isArray(list) || list.length === 0) return [];
  const cell = (v: unknown) => ({ text: typeof v === 'string' ? v : '', fontSize: 9 });
  const header = ['Suffered by', 'Name', 'Injury', 'Treatment', 'Treated by'].map((t) => ({
    text: t,
    bold: true,
    fontSize: 9,
  }));
  const rows = list
    .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
    .map((e) => [
      cell(e.injurySufferedBy),
      cell(e.injurySufferedName),
      cell(e.injury),
      cell(e.treatment),
      cell(e.injuryTreatedBy),
    ]);
  return [
    heading('Injuries'),
    { table: { headerRows: 1, widths: ['auto', '*', '*', '*', '*'], body: [header, ...rows] } },
  ];
}

function techniques(text: string | undefined): Content[] {
  const list = text ? parseJson(text) : undefined;
  if (!Array.isArray(list)) return [];
  const rows = list
    .filter((e): e is { key: unknown; value: unknown } => typeof e === 'object' && e !== null)
    .map((e) => [
      { text: String(e.key ?? ''), fontSize: 9 },
      { text: String(e.value ?? ''), fontSize: 9 },
    ]);
  if (rows.length === 0) return [];
  return [
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto'],
        body: [
          [
            { text: 'Technique', bold: true, fontSize: 9 },
            { text: 'Effectiveness (1-10)', bold: true, fontSize: 9 },
          ],
          ...rows,
        ],
      },
      margin: [0, 0, 0, 6],
    },
  ];
}

/** The pdfmake document of an incident report (a pure function, so it can be inspected). */
export function incidentReportDocument(input: IncidentPdfInput): TDocumentDefinitions {
  const answers = new Map<string, { text: string; response: string }>();
  for (const r of input.responses) {
    if (r.response.trim() === '') continue;
    answers.set(r.questionKey, {
      text: r.questionText.trim() || r.questionKey,
      response: r.response,
    });
  }
  const title = input.subType === 'highlevel' ? 'Physical Intervention Report' : 'Incident Report';
  const person = `${input.person.firstName} ${input.person.lastName}`.trim();
  const content: Content[] = [
    { text: title, fontSize: 18, bold: true },
    { text: `Incident No: besmart-${input.reference ?? ''}`, fontSize: 12, margin: [0, 4, 0, 0] },
    { text: `${input.personLabel}: ${person}`, fontSize: 12, margin: [0, 2, 0, 0] },
    {
      text: `${input.organisationName} - submitted ${displayDateTime(input.submittedAt)}${
        input.author ? ` by ${input.author.firstName} ${input.author.lastName}` : ''
      }`,
      fontSize: 9,
      color: '#555555',
      margin: [0, 2, 0, 8],
    },
  ];
  const shown = new Set<string>();
  const listSection = (keys: readonly string[]) =>
    keys.flatMap((key) => {
      const a = answers.get(key);
      if (!a) return [];
      shown.add(key);
      return [question(a.text, displayAnswer(key, a.response, input))];
    });
  for (const section of SECTIONS) {
    const items = listSection(section.keys);
    const extra =
      section.title === 'De-escalation Techniques'
        ? techniques(answers.get('deescalationTechniques')?.response)
        : section.title === 'Physical Techniques'
          ? techniques(answers.get('physicalTechniques')?.response)
          : [];
    if (items.length + extra.length > 0) content.push(heading(section.title), ...extra, ...items);
    if (section.title === 'Incident Report') {
      content.push(...injuries(answers.get('interventions')?.response));
    }
  }
  const others = [...answers.keys()].filter((k) => !shown.has(k) && !NOT_LISTED.has(k));
  if (others.length > 0) content.push(heading('Other Information'), ...listSection(others));
  return {
    info: { title: `${title} besmart-${input.reference ?? ''}` },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    footer: (page, pages) => ({
      text: `besmart-${input.reference ?? ''} - page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      margin: [0, 20, 0, 0],
    }),
    content,
  };
}

export function renderIncidentReport(input: IncidentPdfInput): Promise<Buffer> {
  return renderPdf(incidentReportDocument(input));
}
