// Restraint records (issue 13): the oversight list, one record with its follow-ups, and the
// follow-up writes (parent report, parent letter, sign-off, debrief) and exports, on the API
// contract's types (shared-api/src/schemas/restraint.ts).
import {
  api,
  isOrgAdmin,
  isSafeguardingLead,
  useApi,
  type DeadlineItem,
  type DeadlineName,
  type DebriefData,
  type InterventionKind,
  type ItemState,
  type OversightRow,
  type OversightState,
  type ParentReportBody,
  type ParentReportMethod,
  type RestraintFollowup,
  type RestraintRecord,
  type SenStatus,
  type SessionState,
  type SettingType,
  type SignOffData,
  type StaffRoleKind,
} from 'shared-api';

export type {
  DeadlineItem,
  DeadlineName,
  DebriefData,
  InterventionKind,
  ItemState,
  OversightRow,
  RestraintFollowup,
  RestraintRecord,
  SenStatus,
  SignOffData,
};
export type ItemKey = DeadlineName;
export type RestraintItem = DeadlineItem;
export type OversightFilter = OversightState;
export type ParentMethod = ParentReportMethod;
export type ParentReportData = ParentReportBody['data'];
export type FollowUp = RestraintFollowup;
export type PersonRef = { id: number; firstName: string | null; lastName: string | null };

// The labels below are the ones of shared-api/src/schemas/restraint.ts (the browser entry of
// shared-api exports types only, so the values are repeated here; restraint.test.ts compares).
export const SEN_STATUS_LABELS: Record<SenStatus, string> = {
  none: 'None',
  senSupport: 'SEN support',
  ehcPlan: 'EHC plan',
};

export const SETTING_TYPE_LABELS: Record<SettingType, string> = {
  school: 'School',
  childrensHome: "Children's home",
};

export const INTERVENTION_KIND_LABELS: Record<InterventionKind, string> = {
  physicalRestraint: 'Physical restraint',
  restraintWithoutForce: 'Restraint without force',
  seclusion: 'Seclusion',
};

export const STAFF_ROLE_LABELS: Record<StaffRoleKind, string> = {
  held: 'Applied a hold',
  observed: 'Observed',
};

export const ITEM_LABELS: Record<ItemKey, string> = {
  recorded: 'Recorded',
  parentsTold: 'Parents told',
  signOff: 'Manager sign-off',
  debrief: 'Child debrief',
};

export const STATE_LABELS: Record<ItemState, string> = {
  done: 'Done',
  open: 'Open',
  due: 'Due',
  overdue: 'Overdue',
};

export const METHOD_LABELS: Record<ParentMethod, string> = {
  phone: 'Phone',
  inPerson: 'In person',
  letter: 'Letter',
  email: 'E-mail',
};

/** "2 h 5 min", "3 days 4 h": how late an item was done, for people to read. */
export function lateness(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const parts: string[] = [];
  if (days) parts.push(`${days} ${days === 1 ? 'day' : 'days'}`);
  if (hours) parts.push(`${hours} h`);
  if (mins || parts.length === 0) parts.push(`${mins} min`);
  return parts.join(' ');
}

export interface OversightQuery {
  state: OversightFilter;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export function useOversight(query: OversightQuery | null) {
  return useApi(query ? '/api/restraint/oversight' : null, {
    query: query
      ? {
          state: query.state,
          page: query.page,
          pageSize: query.pageSize,
          ...(query.from ? { from: query.from } : {}),
          ...(query.to ? { to: query.to } : {}),
        }
      : {},
  });
}

export function useOverdueCount(enabled: boolean) {
  return useApi(enabled ? '/api/restraint/overdue-count' : null);
}

/** A record reference from the route: digits only, else null (nothing is fetched). */
export function parseReference(text: string | undefined): number | null {
  return text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export function useRestraintRecord(reference: number | null) {
  return useApi(reference ? `/api/restraint/${reference}` : null);
}

export async function postParentReport(
  reference: number,
  data: ParentReportData,
): Promise<FollowUp> {
  return (await api.post(`/api/restraint/${reference}/parent-report`, { body: { data } })).data;
}

export async function postSignOff(reference: number, data: SignOffData): Promise<FollowUp> {
  return (await api.post(`/api/restraint/${reference}/sign-off`, { body: { data } })).data;
}

export async function postDebrief(reference: number, data: DebriefData): Promise<FollowUp> {
  return (await api.post(`/api/restraint/${reference}/debrief`, { body: { data } })).data;
}

export async function fetchParentLetter(reference: number): Promise<string> {
  return (await api.get(`/api/restraint/${reference}/parent-letter`)).data.text;
}

export async function sendParentLetter(
  reference: number,
  body: { text: string; recipients: string[]; print?: boolean },
) {
  return (await api.post(`/api/restraint/${reference}/parent-letter`, { body })).data;
}

export async function requestSummaryPdf(from: string, to: string): Promise<{ fileId: number }> {
  return (await api.post('/api/restraint/export-pdf', { body: { from, to } })).data;
}

/** The CSV export's API path for a period (fetched with the session's token, saved as a file). */
export function exportCsvPath(from: string, to: string): string {
  return `/api/restraint/export.csv?${new URLSearchParams({ from, to }).toString()}`;
}

/** Oversight and sign-off: safeguarding leads and organisation administrators (the server's rule). */
export function mayOverseeRestraint(session: SessionState): boolean {
  return isSafeguardingLead(session) || isOrgAdmin(session);
}

/** 'YYYY-MM-DD' + 'HH:mm' in the browser's time zone as an ISO instant; undefined when incomplete. */
export function toInstant(date: unknown, time: unknown): string | undefined {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  if (typeof time !== 'string' || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const at = new Date(`${date}T${time}:00`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** Today's date and the current time (minute) in the browser's time zone, to pre-fill forms. */
export function nowParts(now: Date = new Date()): { date: string; time: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
  };
}
