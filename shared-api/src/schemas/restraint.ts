import { Type, type Static } from 'typebox';
import { ApiDate, DataResponse, Id, ListResponse } from './common';

/**
 * Restraint and seclusion records (issue 13; server/src/modules/restraint/README.md): the new
 * answers of the Physical Intervention Report, the follow-ups (parent report, sign-off, debrief),
 * the deadlines and the oversight list.
 */

export const SEN_STATUSES = ['none', 'senSupport', 'ehcPlan'] as const;
export type SenStatus = (typeof SEN_STATUSES)[number];
export const SenStatusSchema = Type.Union([
  Type.Literal('none'),
  Type.Literal('senSupport'),
  Type.Literal('ehcPlan'),
]);
/** Labels of the service-user edit screen ("Special educational needs") and of the import column. */
export const SEN_STATUS_LABELS: Record<SenStatus, string> = {
  none: 'None',
  senSupport: 'SEN support',
  ehcPlan: 'EHC plan',
};

export const SETTING_TYPES = ['school', 'childrensHome'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];
export const SettingTypeSchema = Type.Union([
  Type.Literal('school'),
  Type.Literal('childrensHome'),
]);
/** Labels of Service Setup's "Type of setting". */
export const SETTING_TYPE_LABELS: Record<SettingType, string> = {
  school: 'School',
  childrensHome: "Children's home",
};

/** Answer keys the Physical Intervention Report gains (stored as responses, JSON text for lists). */
export const RESTRAINT_ANSWER_KEYS = {
  staffRoles: 'staffRoles',
  restrictiveInterventions: 'restrictiveInterventions',
  whatHappenedBefore: 'whatHappenedBefore',
  whyForceNecessary: 'whyForceNecessary',
  supportAfterwards: 'supportAfterwards',
  senStatusAtTime: 'senStatusAtTime',
} as const;

export const STAFF_ROLES = ['held', 'observed'] as const;
export type StaffRoleKind = (typeof STAFF_ROLES)[number];
/** One entry of the `staffRoles` answer. */
export interface StaffRole {
  userId: number;
  role: StaffRoleKind;
}

export const INTERVENTION_KINDS = [
  'physicalRestraint',
  'restraintWithoutForce',
  'seclusion',
] as const;
export type InterventionKind = (typeof INTERVENTION_KINDS)[number];
export const INTERVENTION_KIND_LABELS: Record<InterventionKind, string> = {
  physicalRestraint: 'Physical restraint',
  restraintWithoutForce: 'Restraint without force',
  seclusion: 'Seclusion',
};
/** One entry of the `restrictiveInterventions` answer (end after start, same day or next). */
export interface RestrictiveIntervention {
  kind: InterventionKind;
  start: string;
  end: string;
}

const Text = (maxLength = 10000) => Type.String({ minLength: 1, maxLength });
const IsoDateTime = Type.String({
  maxLength: 40,
  description: 'ISO 8601 date and time, e.g. 2026-03-04T15:30:00Z',
});

export const PARENT_REPORT_METHODS = ['phone', 'inPerson', 'letter', 'email'] as const;
export type ParentReportMethod = (typeof PARENT_REPORT_METHODS)[number];
export const PARENT_REPORT_METHOD_LABELS: Record<ParentReportMethod, string> = {
  phone: 'Phone',
  inPerson: 'In person',
  letter: 'Letter',
  email: 'E-mail',
};

/**
 * A parent report. told: toldAt, method, toldBy (staff id), toldTo (free text) are required;
 * withheld: reason and localAuthorityToldOn (the date the local authority was told instead).
 * The server names the missing or misplaced field (one object, so the message is about it).
 */
export const ParentReportData = Type.Object(
  {
    outcome: Type.Union([Type.Literal('told'), Type.Literal('withheld')]),
    toldAt: Type.Optional(IsoDateTime),
    method: Type.Optional(
      Type.Union([
        Type.Literal('phone'),
        Type.Literal('inPerson'),
        Type.Literal('letter'),
        Type.Literal('email'),
      ]),
    ),
    toldBy: Type.Optional(Id),
    toldTo: Type.Optional(Type.String({ maxLength: 500 })),
    reason: Type.Optional(Type.String({ maxLength: 10000 })),
    localAuthorityToldOn: Type.Optional(ApiDate),
  },
  { additionalProperties: false },
);
export type ParentReportData = Static<typeof ParentReportData>;
export const ParentReportBody = Type.Object(
  { data: ParentReportData },
  { additionalProperties: false },
);
export type ParentReportBody = Static<typeof ParentReportBody>;

export const SignOffData = Type.Object(
  {
    spokeWithStaffAt: IsoDateTime,
    conversationNote: Text(),
    accurate: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type SignOffData = Static<typeof SignOffData>;
export const SignOffBody = Type.Object({ data: SignOffData }, { additionalProperties: false });
export type SignOffBody = Static<typeof SignOffBody>;

export const DebriefData = Type.Object(
  {
    debriefAt: IsoDateTime,
    debriefBy: Id,
    childView: Text(),
  },
  { additionalProperties: false },
);
export type DebriefData = Static<typeof DebriefData>;
export const DebriefBody = Type.Object({ data: DebriefData }, { additionalProperties: false });
export type DebriefBody = Static<typeof DebriefBody>;

export const FOLLOWUP_KINDS = ['parentReport', 'signOff', 'debrief'] as const;
export type FollowupKind = (typeof FOLLOWUP_KINDS)[number];

const PersonName = Type.Object({ id: Id, firstName: Type.String(), lastName: Type.String() });

/** A follow-up as stored: `data` is the body that was sent (sign-off: plus the version signed). */
export const RestraintFollowup = Type.Object({
  id: Id,
  reference: Type.Integer(),
  submissionId: Id,
  /** Version number (1 = first) of the submission it concerns. */
  version: Type.Integer({ minimum: 1 }),
  kind: Type.Union([
    Type.Literal('parentReport'),
    Type.Literal('signOff'),
    Type.Literal('debrief'),
  ]),
  data: Type.Record(Type.String(), Type.Unknown()),
  createdBy: Type.Union([PersonName, Type.Null()]),
  createdAt: Type.String(),
  supersededAt: Type.Union([Type.String(), Type.Null()]),
});
export type RestraintFollowup = Static<typeof RestraintFollowup>;
export const RestraintFollowupResponse = DataResponse(RestraintFollowup);
export type RestraintFollowupResponse = Static<typeof RestraintFollowupResponse>;

export const ITEM_STATES = ['done', 'open', 'due', 'overdue'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
/** One deadline of a record: done (on time or late by N minutes), open, due within 24 h, overdue. */
export const DeadlineItem = Type.Object({
  state: Type.Union([
    Type.Literal('done'),
    Type.Literal('open'),
    Type.Literal('due'),
    Type.Literal('overdue'),
  ]),
  dueAt: Type.String(),
  doneAt: Type.Union([Type.String(), Type.Null()]),
  onTime: Type.Union([Type.Boolean(), Type.Null()]),
  /** Minutes after the deadline it was done, or (not done) how overdue it is now; 0 otherwise. */
  lateByMinutes: Type.Integer({ minimum: 0 }),
});
export type DeadlineItem = Static<typeof DeadlineItem>;

export const DeadlineItems = Type.Object({
  recorded: DeadlineItem,
  parentsTold: DeadlineItem,
  signOff: DeadlineItem,
  debrief: DeadlineItem,
});
export type DeadlineItems = Static<typeof DeadlineItems>;
export type DeadlineName = keyof DeadlineItems;

export const OversightRow = Type.Object({
  reference: Type.Integer(),
  submissionId: Id,
  version: Type.Integer({ minimum: 1 }),
  subject: PersonName,
  incidentAt: Type.String(),
  recordedAt: Type.String(),
  author: Type.Union([PersonName, Type.Null()]),
  items: DeadlineItems,
});
export type OversightRow = Static<typeof OversightRow>;

export const OVERSIGHT_STATES = ['open', 'due', 'overdue', 'all'] as const;
export type OversightState = (typeof OVERSIGHT_STATES)[number];
export const OversightQuery = Type.Object(
  {
    orgId: Id,
    state: Type.Optional(
      Type.Union([
        Type.Literal('open'),
        Type.Literal('due'),
        Type.Literal('overdue'),
        Type.Literal('all'),
      ]),
    ),
    from: Type.Optional(ApiDate),
    to: Type.Optional(ApiDate),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type OversightQuery = Static<typeof OversightQuery>;
export const OversightListResponse = ListResponse(OversightRow);
export type OversightListResponse = Static<typeof OversightListResponse>;

export const OverdueCountResponse = DataResponse(Type.Object({ overdue: Type.Integer() }));
export type OverdueCountResponse = Static<typeof OverdueCountResponse>;

export const RestraintParams = Type.Object(
  { reference: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
);
export type RestraintParams = Static<typeof RestraintParams>;

/** GET /api/restraint/{reference}: the latest version, the follow-ups, the deadlines. */
export const RestraintRecord = Type.Object({
  reference: Type.Integer(),
  submissionId: Id,
  version: Type.Integer({ minimum: 1 }),
  settingType: SettingTypeSchema,
  subject: PersonName,
  author: Type.Union([PersonName, Type.Null()]),
  incidentAt: Type.String(),
  recordedAt: Type.String(),
  location: Type.String(),
  senStatusAtTime: Type.Union([SenStatusSchema, Type.Null()]),
  staffRoles: Type.Array(
    Type.Object({
      userId: Id,
      firstName: Type.String(),
      lastName: Type.String(),
      role: Type.Union([Type.Literal('held'), Type.Literal('observed')]),
    }),
  ),
  restrictiveInterventions: Type.Array(
    Type.Object({
      kind: Type.Union([
        Type.Literal('physicalRestraint'),
        Type.Literal('restraintWithoutForce'),
        Type.Literal('seclusion'),
      ]),
      start: Type.String(),
      end: Type.String(),
      minutes: Type.Integer({ minimum: 0 }),
    }),
  ),
  parentsInformed: Type.Union([Type.Boolean(), Type.Null()]),
  /** The current sign-off names an older version: the latest one needs a new sign-off. */
  signOffOutdated: Type.Boolean(),
  items: DeadlineItems,
  /** Current follow-ups first by kind, then the superseded ones, newest first. */
  followups: Type.Array(RestraintFollowup),
  /** What the caller may do (the server refuses the rest anyway). */
  maySignOff: Type.Boolean(),
  mayRecord: Type.Boolean(),
  /** The child's key contacts who can receive the parent letter by e-mail. */
  keyContacts: Type.Array(
    Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }),
  ),
});
export type RestraintRecord = Static<typeof RestraintRecord>;
export const RestraintRecordResponse = DataResponse(RestraintRecord);
export type RestraintRecordResponse = Static<typeof RestraintRecordResponse>;

export const ParentLetterResponse = DataResponse(Type.Object({ text: Type.String() }));
export type ParentLetterResponse = Static<typeof ParentLetterResponse>;

export const ParentLetterBody = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: 20000 }),
    recipients: Type.Array(Type.String({ minLength: 3, maxLength: 320 }), { maxItems: 20 }),
    print: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ParentLetterBody = Static<typeof ParentLetterBody>;

/** The letter's PDF (a files row, filled in by a job: GET /api/file/{fileId} once ready). */
export const ParentLetterSent = DataResponse(
  Type.Object({
    fileId: Id,
    recipients: Type.Array(Type.String()),
    parentReport: Type.Union([RestraintFollowup, Type.Null()]),
  }),
);
export type ParentLetterSent = Static<typeof ParentLetterSent>;

export const RestraintExportQuery = Type.Object(
  { orgId: Id, from: ApiDate, to: ApiDate },
  { additionalProperties: false },
);
export type RestraintExportQuery = Static<typeof RestraintExportQuery>;

export const RestraintExportPdfBody = Type.Object(
  { from: ApiDate, to: ApiDate },
  { additionalProperties: false },
);
export type RestraintExportPdfBody = Static<typeof RestraintExportPdfBody>;

export const FileIdResponse = DataResponse(Type.Object({ fileId: Id }));
export type FileIdResponse = Static<typeof FileIdResponse>;

/** CSV text (GET /api/restraint/export.csv): quoted cells, formula cells neutralised. */
export const RestraintCsv = Type.String();
