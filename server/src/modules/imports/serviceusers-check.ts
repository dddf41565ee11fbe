import { and, eq, or, sql } from 'drizzle-orm';
import { inJsonList } from './batch';
import {
  SEN_STATUSES,
  SEN_STATUS_LABELS,
  SERVICE_USER_IMPORT_COLUMNS,
  SERVICE_USER_IMPORT_REQUIRED,
  type SenStatus,
} from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { ETHNICITIES, GENDERS, RowChecker, duplicateInFile, todayIso } from './checks';
import { readFile, summarise, type CheckedRow, type Validated } from './validate';
import type { ImportOrg } from './org';

type Column = (typeof SERVICE_USER_IMPORT_COLUMNS)[number];

export interface KeyContact {
  firstName: string;
  lastName: string;
  role: string;
  email: string;
  phone: string;
}

export interface ServiceUserRow {
  firstName: string;
  lastName: string;
  ethnicity: string | null;
  gender: string | null;
  dob: string | null;
  email: string | null;
  reference: string | null;
  senStatus: SenStatus;
  contacts: KeyContact[];
}

/** The SEN status column: its labels or keys, any case; blank is None. */
function senStatusOf(c: RowChecker, value: string): SenStatus {
  const text = value.trim().toLowerCase();
  if (text === '') return 'none';
  const found = SEN_STATUSES.find(
    (s) => s.toLowerCase() === text || SEN_STATUS_LABELS[s].toLowerCase() === text,
  );
  if (found) return found;
  c.fail('senStatus', `must be ${Object.values(SEN_STATUS_LABELS).join(', ')} or blank`);
  return 'none';
}

function contact(c: RowChecker, v: Record<Column, string>, n: 1 | 2): KeyContact | null {
  const f = (suffix: string) => `contact${n}${suffix}` as Column;
  const parts = ['FirstName', 'LastName', 'Role', 'Email'].map((s) => v[f(s)]);
  if (parts.every((p) => p === '')) return null;
  // The Key Contacts tab's rule (spec 3 §2.9): first name, last name and e-mail are needed.
  const firstName = c.required(f('FirstName'), v[f('FirstName')]);
  const lastName = c.required(f('LastName'), v[f('LastName')]);
  const role = c.text(f('Role'), v[f('Role')]) ?? '';
  const email = c.email(f('Email'), v[f('Email')], true);
  if (firstName === null || lastName === null || email === null) return null;
  return { firstName, lastName, role, email, phone: '' };
}

function checkRow(v: Record<Column, string>, org: ImportOrg, today: string) {
  const c = new RowChecker();
  const value: ServiceUserRow = {
    firstName: c.required('firstName', v.firstName) ?? '',
    lastName: c.required('lastName', v.lastName) ?? '',
    ethnicity: org.wondeSync
      ? c.text('ethnicity', v.ethnicity, 100)
      : c.oneOf('ethnicity', v.ethnicity, ETHNICITIES),
    gender: c.oneOf('gender', v.gender, GENDERS),
    dob: c.dob('dob', v.dob, today),
    email: c.email('email', v.email, false),
    reference: c.text('reference', v.reference, 100),
    senStatus: senStatusOf(c, v.senStatus),
    contacts: [contact(c, v, 1), contact(c, v, 2)].filter((k): k is KeyContact => k !== null),
  };
  return { c, value };
}

/** References and e-mails already held by the organisation's (non-deleted) service users. */
async function existing(tx: Tx, orgId: number, references: string[], emails: string[]) {
  if (references.length === 0 && emails.length === 0) return { refs: new Set(), emails: new Set() };
  const conditions = [];
  if (references.length > 0)
    conditions.push(inJsonList(sql`lower(${users.reference})`, references));
  if (emails.length > 0) conditions.push(inJsonList(users.email, emails));
  const rows = await tx
    .select({ reference: users.reference, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.orgId, orgId),
        eq(users.type, 'student'),
        eq(users.deleted, false),
        or(...conditions),
      ),
    );
  return {
    refs: new Set(rows.map((r) => r.reference?.toLowerCase()).filter(Boolean)),
    emails: new Set(rows.map((r) => r.email).filter(Boolean)),
  };
}

/** Every check of spec 3 §5 on a service user file; duplicates within it and against the org. */
export async function checkServiceUsers(
  tx: Tx,
  org: ImportOrg,
  csv: string,
): Promise<Validated<ServiceUserRow>> {
  const file = readFile(csv, SERVICE_USER_IMPORT_COLUMNS, SERVICE_USER_IMPORT_REQUIRED);
  const today = todayIso();
  const checked = file.rows.map(({ record, values }) => ({
    row: record.row,
    ...checkRow(values, org, today),
  }));
  const refs = [...new Set(checked.flatMap((r) => r.value.reference ?? []))];
  const emails = [...new Set(checked.flatMap((r) => r.value.email ?? []))];
  const known = await existing(
    tx,
    org.id,
    refs.map((r) => r.toLowerCase()),
    emails,
  );
  const refSeen = duplicateInFile();
  const emailSeen = duplicateInFile();
  const out: CheckedRow<ServiceUserRow>[] = checked.map(({ row, c, value }) => {
    const { reference, email } = value;
    const refRow = refSeen(reference, row);
    if (refRow !== null) c.fail('reference', `'${reference}' is also on row ${refRow}`);
    else if (reference && known.refs.has(reference.toLowerCase())) {
      c.fail('reference', `a service user with reference '${reference}' already exists`);
    }
    const emailRow = emailSeen(email, row);
    if (emailRow !== null) c.fail('email', `'${email}' is also on row ${emailRow}`);
    else if (email && known.emails.has(email)) {
      c.fail('email', `a service user with e-mail '${email}' already exists`);
    }
    return { row, value, problems: c.problems };
  });
  return summarise(file, out);
}
