// Service Setup values <-> stored settings (spec 3 §2.16): organisation tags of type 'besmart'
// (JSON text values) and the organisation's own settings (PUT /api/organisation/{id}/settings).
import {
  DEFAULT_DEESCALATION_TECHNIQUES,
  type Organisation,
  type OrganisationSettingsBody,
  type OrganisationTag,
} from 'shared-api';

export const SETTINGS_TYPE = 'besmart';

export interface Lead {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** A technique or quick behaviour and whether it is offered on the forms. */
export interface Choice {
  name: string;
  selected: boolean;
}

export interface SetupValues {
  serviceTerm: string;
  serviceTermPlural: string;
  serviceUserTerm: string;
  serviceUserTermPlural: string;
  usesTermDates: boolean;
  academicYearStartDay?: string;
  academicYearStartMonth?: string;
  enabledAcademicYears: string[];
  behaviourLeads: Lead[];
  safeguardingLeads: Lead[];
  deescalationTechniques: Choice[];
  physicalTechniques: Choice[];
  quickBehaviours: Choice[];
  enablePILExtras: boolean;
  aiTermsAccepted: boolean;
  wondeSync: boolean;
  cpomsEnabled: boolean;
  cpomsDomain: string;
  cpomsSyncEverything: boolean;
  /** Write-only: sent only when typed. */
  cpomsApiKey?: string;
  /** "Type of setting" (issue 13): decides the restraint records' deadlines. */
  settingType: SettingType;
}

export type SettingType = 'school' | 'childrensHome';

export const SETTING_TYPE_OPTIONS: { value: SettingType; label: string }[] = [
  { value: 'school', label: 'School' },
  { value: 'childrensHome', label: "Children's home" },
];

/** The saved type, else the migration's default: children's home for Care plans, else school. */
export function settingTypeOf(org: Organisation): SettingType {
  const saved = (org as { settingType?: string }).settingType;
  if (saved === 'school' || saved === 'childrensHome') return saved;
  return org.plan === 'Care' ? 'childrensHome' : 'school';
}

/** An organisation tag as read (`fields=type,key,value`) or written. */
export type Tag = Partial<OrganisationTag>;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** 'Year -10' .. 'Year 20' (spec 1 §3). */
export const ACADEMIC_YEARS = Array.from({ length: 31 }, (_, i) => `Year ${i - 10}`);

const TERM_DEFAULTS = {
  serviceTerm: 'service',
  serviceTermPlural: 'services',
  serviceUserTerm: 'service user',
  serviceUserTermPlural: 'service users',
} as const;

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function parseLeads(text: string | undefined): Lead[] {
  const list = parseJson(text);
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({
      firstName: str(item.firstName),
      lastName: str(item.lastName),
      phone: str(item.phone),
      email: str(item.email),
    }));
}

function parseChoices(text: string | undefined, nameKey: 'technique' | 'quickBehaviour'): Choice[] {
  const list = parseJson(text);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    if (typeof item === 'string') return [{ name: item, selected: true }];
    if (item && typeof item === 'object' && typeof item[nameKey] === 'string') {
      return [{ name: item[nameKey] as string, selected: item.selected !== false }];
    }
    return [];
  });
}

function parseYears(text: string | undefined): string[] {
  const list = parseJson(text);
  return Array.isArray(list) ? list.filter((y): y is string => ACADEMIC_YEARS.includes(y)) : [];
}

/** The form's starting values from the saved tags and the organisation. */
export function toSetupValues(tags: readonly Tag[], org: Organisation): SetupValues {
  const byKey = new Map<string, string>();
  for (const tag of tags) {
    if (tag.key && (tag.type ?? SETTINGS_TYPE) === SETTINGS_TYPE)
      byKey.set(tag.key, tag.value ?? '');
  }
  const term = (key: keyof typeof TERM_DEFAULTS) => byKey.get(key)?.trim() || TERM_DEFAULTS[key];
  const day = byKey.get('academicYearStartDay')?.trim() ?? '';
  const month = byKey.get('academicYearStartMonth')?.trim() ?? '';

  let safeguardingLeads = parseLeads(byKey.get('safeguardingLeads'));
  if (safeguardingLeads.length === 0 && org.safeguardingLeads.length > 0) {
    safeguardingLeads = org.safeguardingLeads.map((email) => ({
      firstName: '',
      lastName: '',
      phone: '',
      email,
    }));
  }
  const deescalation = byKey.has('deescalationTechniques')
    ? parseChoices(byKey.get('deescalationTechniques'), 'technique')
    : [];

  return {
    serviceTerm: term('serviceTerm'),
    serviceTermPlural: term('serviceTermPlural'),
    serviceUserTerm: term('serviceUserTerm'),
    serviceUserTermPlural: term('serviceUserTermPlural'),
    usesTermDates: Boolean(day || month),
    academicYearStartDay: DAYS.includes(day) ? day : undefined,
    academicYearStartMonth: MONTHS.includes(month) ? month : undefined,
    enabledAcademicYears: parseYears(byKey.get('enabledAcademicYears')),
    behaviourLeads: parseLeads(byKey.get('behaviourLeads')),
    safeguardingLeads,
    deescalationTechniques:
      deescalation.length > 0
        ? deescalation
        : DEFAULT_DEESCALATION_TECHNIQUES.map((name) => ({ name, selected: true })),
    physicalTechniques: parseChoices(byKey.get('physicalTechniques'), 'technique'),
    quickBehaviours: parseChoices(byKey.get('quickBehaviours'), 'quickBehaviour'),
    enablePILExtras: org.enablePILExtras,
    aiTermsAccepted: org.aiTermsAccepted,
    wondeSync: org.wondeSync,
    cpomsEnabled: org.cpomsEnabled,
    cpomsDomain: org.cpomsDomain ?? '',
    cpomsSyncEverything: org.cpomsSyncEverything,
    settingType: settingTypeOf(org),
  };
}

const leadOut = (lead: Lead, lowercaseEmail: boolean): Lead => ({
  firstName: lead.firstName.trim(),
  lastName: lead.lastName.trim(),
  phone: lead.phone.trim(),
  email: lowercaseEmail ? lead.email.trim().toLowerCase() : lead.email.trim(),
});

const choicesOut = (choices: Choice[], nameKey: 'technique' | 'quickBehaviour') =>
  JSON.stringify(choices.map((c) => ({ [nameKey]: c.name, selected: c.selected })));

/** The batch for PUT /api/organisationtag (safeguarding leads go through the settings call). */
export function toTags(values: SetupValues): Required<Tag>[] {
  const uses = values.usesTermDates;
  const entries: [string, string][] = [
    ['serviceTerm', values.serviceTerm.trim()],
    ['serviceTermPlural', values.serviceTermPlural.trim()],
    ['serviceUserTerm', values.serviceUserTerm.trim()],
    ['serviceUserTermPlural', values.serviceUserTermPlural.trim()],
    ['academicYearStartDay', uses ? (values.academicYearStartDay ?? '') : ''],
    ['academicYearStartMonth', uses ? (values.academicYearStartMonth ?? '') : ''],
    ['enabledAcademicYears', JSON.stringify(uses ? values.enabledAcademicYears : [])],
    ['behaviourLeads', JSON.stringify(values.behaviourLeads.map((l) => leadOut(l, false)))],
    ['deescalationTechniques', choicesOut(values.deescalationTechniques, 'technique')],
    ['physicalTechniques', choicesOut(values.physicalTechniques, 'technique')],
    ['quickBehaviours', choicesOut(values.quickBehaviours, 'quickBehaviour')],
  ];
  return entries.map(([key, value]) => ({ type: SETTINGS_TYPE, key, value }));
}

export type SettingsPayload = OrganisationSettingsBody['data'];

/** The body's data for PUT /api/organisation/{id}/settings. */
export function toSettings(values: SetupValues, initialDomain: string): SettingsPayload {
  const payload: SettingsPayload = {
    enablePILExtras: values.enablePILExtras,
    aiTermsAccepted: values.aiTermsAccepted,
    wondeSync: values.wondeSync,
    safeguardingLeads: values.safeguardingLeads.map((l) => leadOut(l, true)),
    settingType: values.settingType,
  };
  const domain = (values.cpomsDomain ?? '').trim();
  if (domain !== initialDomain) payload.cpomsDomain = domain || null;
  if (initialDomain) {
    // The CPOMS switches exist only once the organisation has a domain.
    payload.cpomsEnabled = values.cpomsEnabled;
    payload.cpomsSyncEverything = values.cpomsSyncEverything;
    const key = values.cpomsApiKey?.trim();
    if (key) payload.cpomsApiKey = key;
  }
  return payload;
}
