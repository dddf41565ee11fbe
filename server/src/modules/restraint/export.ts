/**
 * Oversight exports for governors and independent visits (issue 13 §5): the period's restraint
 * records as CSV, and a PDF summary (counts by child, technique, duration and injuries; rates per
 * 100 of the roll by ethnicity, SEN status and gender).
 */
import { and, eq, inArray, not } from 'drizzle-orm';
import {
  INTERVENTION_KIND_LABELS,
  SEN_STATUS_LABELS,
  type DeadlineItem,
  type SenStatus,
} from 'shared-api/schemas';
import { toCsv } from 'shared-api/csv';
import { users } from '../../db/schema/index';
import { displayDateTime, displayDay } from '../../platform/pdf/format';
import type { RequestContext } from '../../platform/request-context';
import { inOrganisation, isFormer } from '../users/service';
import { requireLeadOrAdmin } from './access';
import { parseStaffRoles } from './answers';
import { localDay } from './clock';
import { queueSummary, reserveFile } from './documents';
import { injuriesOf, interventionsOf, techniquesUsed, totalMinutes } from './letter';
import { inPeriod } from './oversight';
import { loadRecords, type RecordRow } from './records';

export const CSV_COLUMNS = [
  'Reference',
  'Version',
  'Service user',
  'Date of incident',
  'Time of incident',
  'Location',
  'Interventions',
  'Total minutes',
  'Physical techniques',
  'Staff who held',
  'Staff who observed',
  'Injuries',
  'SEN status at the time',
  'Recorded at',
  'Recorded late by (minutes)',
  'Parents told',
  'Signed off',
  'Debrief',
  'What happened before',
  'Why force was necessary',
  'Support afterwards',
] as const;

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function itemText(item: DeadlineItem): string {
  if (item.state === 'done') {
    const at = displayDateTime(new Date(item.doneAt!));
    return item.onTime ? `Done ${at}` : `Done ${at}, late by ${item.lateByMinutes} minutes`;
  }
  if (item.state === 'overdue') return `Overdue by ${item.lateByMinutes} minutes`;
  return item.state === 'due'
    ? `Due by ${displayDateTime(new Date(item.dueAt))}`
    : `Open until ${displayDateTime(new Date(item.dueAt))}`;
}

const senLabel = (value: string | undefined) =>
  SEN_STATUS_LABELS[(value ?? '') as SenStatus] ?? 'Not recorded';

interface Period {
  from: string;
  to: string;
}

async function periodRecords(ctx: RequestContext, p: Period) {
  const standing = await requireLeadOrAdmin(ctx);
  const rows = inPeriod(
    await loadRecords(ctx.tx, { orgId: ctx.orgId, settingType: standing.settingType }),
    p.from,
    p.to,
  ).sort((a, b) => a.incidentAt.getTime() - b.incidentAt.getTime() || a.reference - b.reference);
  return { standing, rows };
}

async function peopleOf(ctx: RequestContext, rows: RecordRow[]) {
  const ids = new Set<number>();
  for (const r of rows) {
    ids.add(r.subjectId);
    const roles = parseStaffRoles(r.answers.get('staffRoles'));
    if (Array.isArray(roles)) for (const role of roles) ids.add(role.userId);
  }
  if (ids.size === 0) return new Map<number, (typeof found)[number]>();
  const found = await ctx.tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      ethnicity: users.ethnicity,
      gender: users.gender,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(found.map((u) => [u.id, u]));
}

/** GET /api/restraint/export.csv (leads and admins). */
export async function exportCsv(ctx: RequestContext, p: Period): Promise<string> {
  const { rows } = await periodRecords(ctx, p);
  const people = await peopleOf(ctx, rows);
  const name = (id: number) => {
    const u = people.get(id);
    return u ? `${u.firstName} ${u.lastName}`.trim() : String(id);
  };
  return toCsv(
    CSV_COLUMNS,
    rows.map((r) => {
      const roles = parseStaffRoles(r.answers.get('staffRoles'));
      const roleList = Array.isArray(roles) ? roles : [];
      return [
        `besmart-${r.reference}`,
        r.version,
        name(r.subjectId),
        displayDay(localDay(r.incidentAt)),
        UK_TIME.format(r.incidentAt),
        r.answers.get('location') ?? '',
        interventionsOf(r)
          .map((i) => `${INTERVENTION_KIND_LABELS[i.kind]} ${i.start}-${i.end}`)
          .join('; '),
        totalMinutes(r),
        techniquesUsed(r.answers.get('physicalTechniques')).join('; '),
        roleList
          .filter((x) => x.role === 'held')
          .map((x) => name(x.userId))
          .join('; '),
        roleList
          .filter((x) => x.role === 'observed')
          .map((x) => name(x.userId))
          .join('; '),
        injuriesOf(r).join('; '),
        senLabel(r.answers.get('senStatusAtTime')),
        displayDateTime(r.recordedAt),
        r.items.recorded.lateByMinutes,
        itemText(r.items.parentsTold),
        itemText(r.items.signOff),
        itemText(r.items.debrief),
        r.answers.get('whatHappenedBefore') ?? '',
        r.answers.get('whyForceNecessary') ?? '',
        r.answers.get('supportAfterwards') ?? '',
      ];
    }),
  );
}

const count = <K>(map: Map<K, number>, key: K, n = 1) => map.set(key, (map.get(key) ?? 0) + n);
const sorted = (map: Map<string, number>) =>
  [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
const rate = (n: number, roll: number) => (roll > 0 ? ((n * 100) / roll).toFixed(1) : 'n/a');

const DURATION_BANDS: [string, number][] = [
  ['Under 5 minutes', 5],
  ['5 to 14 minutes', 15],
  ['15 to 29 minutes', 30],
  ['30 minutes or more', Infinity],
];

/** The summary's sections (also what the PDF job prints). */
export async function summaryContent(ctx: RequestContext, p: Period) {
  const { standing, rows } = await periodRecords(ctx, p);
  const people = await peopleOf(ctx, rows);
  const roll = await ctx.tx
    .select({ ethnicity: users.ethnicity, gender: users.gender, senStatus: users.senStatus })
    .from(users)
    .where(
      and(inOrganisation(ctx.orgId, 'student'), eq(users.deleted, false), not(isFormer(ctx.orgId))),
    );
  const byChild = new Map<string, number>();
  const byTechnique = new Map<string, number>();
  const byDuration = new Map<string, number>(DURATION_BANDS.map(([b]) => [b, 0]));
  let withInjuries = 0;
  let injuries = 0;
  let minutes = 0;
  const groups = {
    Ethnicity: { roll: new Map<string, number>(), records: new Map<string, number>() },
    'SEN status': { roll: new Map<string, number>(), records: new Map<string, number>() },
    Gender: { roll: new Map<string, number>(), records: new Map<string, number>() },
  };
  const label = (v: string | null | undefined) => (v && v.trim() ? v.trim() : 'Not recorded');
  for (const u of roll) {
    count(groups.Ethnicity.roll, label(u.ethnicity));
    count(groups.Gender.roll, label(u.gender));
    count(groups['SEN status'].roll, SEN_STATUS_LABELS[u.senStatus]);
  }
  for (const r of rows) {
    const child = people.get(r.subjectId);
    count(byChild, child ? `${child.firstName} ${child.lastName}`.trim() : String(r.subjectId));
    for (const i of interventionsOf(r)) count(byTechnique, INTERVENTION_KIND_LABELS[i.kind]);
    for (const t of techniquesUsed(r.answers.get('physicalTechniques'))) count(byTechnique, t);
    const m = totalMinutes(r);
    minutes += m;
    count(byDuration, DURATION_BANDS.find(([, below]) => m < below)![0]);
    const hurt = injuriesOf(r).length;
    if (hurt > 0) withInjuries += 1;
    injuries += hurt;
    count(groups.Ethnicity.records, label(child?.ethnicity));
    count(groups.Gender.records, label(child?.gender));
    count(groups['SEN status'].records, senLabel(r.answers.get('senStatusAtTime')));
  }
  const title = `Restraint summary ${displayDay(p.from)} to ${displayDay(p.to)} - ${standing.org.name}`;
  const notes = [
    `${rows.length} restraint records; ${minutes} minutes in all; ${withInjuries} with injuries (${injuries} injuries).`,
    `Roll: ${roll.length} current service users. Rates are records per 100 of the roll in each group.`,
    'SEN status of records is the status at the time of the incident; of the roll, the status now.',
  ];
  const sections = [
    {
      heading: 'By child',
      header: ['Child', 'Records'],
      rows: sorted(byChild).map(([k, n]) => [k, String(n)]),
    },
    {
      heading: 'By technique',
      header: ['Intervention or technique', 'Records'],
      rows: sorted(byTechnique).map(([k, n]) => [k, String(n)]),
    },
    {
      heading: 'By duration',
      header: ['Duration', 'Records'],
      rows: [...byDuration].map(([k, n]) => [k, String(n)]),
    },
    {
      heading: 'Injuries',
      header: ['', 'Number'],
      rows: [
        ['Records with injuries', String(withInjuries)],
        ['Injuries recorded', String(injuries)],
      ],
    },
    ...Object.entries(groups).map(([heading, g]) => {
      const keys = [...new Set([...g.roll.keys(), ...g.records.keys()])].sort();
      return {
        heading: `Rates by ${heading.toLowerCase()}`,
        header: [heading, 'Records', 'On roll', 'Per 100'],
        rows: keys.map((k) => {
          const n = g.records.get(k) ?? 0;
          const on = g.roll.get(k) ?? 0;
          return [k, String(n), String(on), rate(n, on)];
        }),
      };
    }),
  ];
  return { title, notes, sections };
}

/** POST /api/restraint/export-pdf (leads and admins): queues the summary PDF, answers its file id. */
export async function exportPdf(ctx: RequestContext, p: Period): Promise<{ fileId: number }> {
  const content = await summaryContent(ctx, p);
  const fileId = await reserveFile(ctx, 'summary', `restraint-summary-${p.from}-${p.to}.pdf`, null);
  await queueSummary(ctx.tx, ctx.orgId, { fileId, ...content });
  return { fileId };
}
