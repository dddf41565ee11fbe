import type { Content, TableCell } from 'pdfmake/interfaces';
import { PLAN_LEVELS, TECHNIQUE_NOTES_SUFFIX } from 'shared-api/schemas';
import { renderPdf } from '../../platform/pdf/render';
import { isPlanKey, listOf } from './answers';

/**
 * The Smart Plan PDF: one document a teacher can pin on a wall. The person and dates first, then
 * triggers, the three behaviour levels side by side with what works, techniques to try and to
 * avoid, recovery, and the key contacts. Only ticked items of a list are part of the plan.
 */
export interface PlanPdfInput {
  organisationName: string;
  personLabel: string;
  person: { firstName: string; lastName: string };
  reference: number | null;
  version: number;
  author: string;
  completedBy: string;
  publishedAt: Date;
  answers: ReadonlyMap<string, string>;
  keyContacts: readonly {
    firstName: string;
    lastName: string;
    role: string;
    phone: string;
    email: string;
  }[];
}

const ORANGE = '#ff8300';
const BLUE = '#04124C';

/** YYYY-MM-DD -> dd/mm/yyyy; anything else unchanged. */
export function displayDate(value: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
}

const ukDateOf = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(date);

function items(answers: ReadonlyMap<string, string>, key: string): string[] {
  const list = listOf(answers.get(key));
  return [...list.original, ...list.extra].filter((i) => i.checked).map((i) => i.value);
}

function bullets(values: readonly string[]): Content {
  if (values.length === 0) return { text: '-', color: '#666666', fontSize: 10 };
  return { ul: values.map((v) => ({ text: v, fontSize: 10 })), margin: [0, 0, 0, 2] };
}

const heading = (text: string): Content => ({
  text,
  fontSize: 13,
  bold: true,
  color: BLUE,
  margin: [0, 10, 0, 4],
});

const label = (text: string): Content => ({ text, bold: true, fontSize: 10, margin: [0, 3, 0, 1] });

function block(answers: ReadonlyMap<string, string>, rows: [string, string][]): Content[] {
  return rows.flatMap(([key, title]) => [label(title), bullets(items(answers, key))]);
}

const LEVEL_TITLES: Record<(typeof PLAN_LEVELS)[number], string> = {
  lowLevel: 'Low level',
  mediumLevel: 'Medium level',
  highLevel: 'High level',
};
const LEVEL_COLOURS = { lowLevel: '#e3f2d9', mediumLevel: '#fff1cc', highLevel: '#fbd9d3' };

function levelsTable(answers: ReadonlyMap<string, string>): Content {
  const header: TableCell[] = PLAN_LEVELS.map((level) => ({
    text: LEVEL_TITLES[level],
    bold: true,
    fontSize: 11,
    fillColor: LEVEL_COLOURS[level],
  }));
  const cell = (level: string): TableCell => ({
    stack: [
      label('What it looks like'),
      bullets(items(answers, `${level}Behaviour`)),
      label('What has been tried'),
      bullets(items(answers, `${level}Tried`)),
      label('What works / other things to try'),
      bullets(items(answers, `${level}OtherThings`)),
      label('How I can help myself'),
      bullets(items(answers, `${level}HelpMyself`)),
    ],
  });
  return {
    table: { widths: ['*', '*', '*'], body: [header, PLAN_LEVELS.map(cell)] },
    layout: 'lightHorizontalLines',
  };
}

function techniques(answers: ReadonlyMap<string, string>, choice: 'Try' | 'Avoid'): Content {
  const rows = [...answers]
    .filter(([key, value]) => !isPlanKey(key) && value === choice)
    .map(([key]) => {
      const notes = answers.get(`${key}${TECHNIQUE_NOTES_SUFFIX}`)?.trim();
      return { text: [{ text: key, bold: true }, notes ? ` - ${notes}` : ''], fontSize: 10 };
    });
  if (rows.length === 0) return { text: '-', color: '#666666', fontSize: 10 };
  return { ul: rows };
}

export function planDocumentContent(input: PlanPdfInput): Content[] {
  const a = input.answers;
  const person = `${input.person.firstName} ${input.person.lastName}`.trim();
  const notes = a.get('riskNotes')?.trim();
  const contacts: TableCell[][] = input.keyContacts.map((c) => [
    { text: `${c.firstName} ${c.lastName}`.trim(), fontSize: 10 },
    { text: c.role, fontSize: 10 },
    { text: c.phone, fontSize: 10 },
    { text: c.email, fontSize: 10 },
  ]);
  return [
    { text: 'Smart Behaviour Plan', fontSize: 22, bold: true, color: ORANGE },
    { text: `${input.personLabel}: ${person}`, fontSize: 16, bold: true, margin: [0, 4, 0, 2] },
    {
      columns: [
        { text: `Date of plan: ${displayDate(a.get('dateOfPlan'))}`, fontSize: 10 },
        { text: `Review date: ${displayDate(a.get('reviewDate'))}`, fontSize: 10, bold: true },
        { text: `Completed by: ${input.completedBy}`, fontSize: 10 },
      ],
    },
    {
      text: `${input.organisationName} - plan besmart-${input.reference ?? ''}, version ${input.version}, published ${ukDateOf(input.publishedAt)} by ${input.author}`,
      fontSize: 8,
      color: '#555555',
      margin: [0, 2, 0, 0],
    },
    heading('Triggers'),
    {
      columns: [
        { stack: block(a, [['triggers', 'What can trigger my behaviour']]) },
        { stack: block(a, [['triggerSupport', 'How to support me with triggers']]) },
      ],
    },
    ...block(a, [['additionalAdjustments', 'Reasonable adjustments']]),
    ...(notes ? [label('Notes'), { text: notes, fontSize: 10 }] : []),
    heading('Behaviour and what works'),
    levelsTable(a),
    ...block(a, [['doDifferentNextTime', 'What to do differently next time']]),
    heading('Techniques'),
    {
      columns: [
        { stack: [label('Try'), techniques(a, 'Try')] },
        { stack: [label('Avoid'), techniques(a, 'Avoid')] },
      ],
    },
    heading('Recovery'),
    ...block(a, [
      ['recoveryIShow', 'Recovery behaviour I show'],
      ['helpMyself', 'How I can help myself'],
      ['staffHelp', 'How staff can help'],
      ['recoveryStrategy', 'Other things to try'],
      ['interests', 'My interests'],
      ['factors', 'Debrief factors'],
      ['otherInformation', 'Other information'],
    ]),
    heading('Key contacts'),
    contacts.length === 0
      ? { text: 'No key contacts recorded.', fontSize: 10 }
      : {
          table: {
            headerRows: 1,
            widths: ['*', 'auto', 'auto', '*'],
            body: [
              ['Name', 'Role', 'Phone', 'E-mail'].map((t) => ({
                text: t,
                bold: true,
                fontSize: 10,
              })),
              ...contacts,
            ],
          },
          layout: 'lightHorizontalLines',
        },
  ];
}

export function renderPlanPdf(input: PlanPdfInput): Promise<Buffer> {
  return renderPdf({
    info: { title: 'Smart Behaviour Plan' },
    pageMargins: [30, 30, 30, 30],
    content: planDocumentContent(input),
  });
}
