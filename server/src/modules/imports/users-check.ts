import { and, eq } from 'drizzle-orm';
import { inJsonList } from './batch';
import { USER_IMPORT_COLUMNS, USER_IMPORT_REQUIRED } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { userLimitMessage } from '../users/service-invite';
import { seatsTaken } from '../users/service-write';
import { RowChecker, duplicateInFile } from './checks';
import type { ImportOrg } from './org';
import { readFile, summarise, type CheckedRow, type Validated } from './validate';

type Column = (typeof USER_IMPORT_COLUMNS)[number];

export interface StaffRow {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'Standard' | 'Admin';
  jobTitle: string | null;
}

function checkRow(v: Record<Column, string>, org: ImportOrg) {
  const c = new RowChecker();
  const userName = c.required('username', v.username, 200);
  const firstName = c.required('firstName', v.firstName);
  const lastName = c.required('lastName', v.lastName);
  const email = c.email('email', v.email, true);
  if (v.service.toLowerCase() !== org.name.trim().toLowerCase()) {
    c.fail('service', `must be '${org.name}', the service you are importing into`);
  }
  const role = c.role('role', v.role);
  const jobTitle = c.text('jobTitle', v.jobTitle);
  const value: StaffRow | null =
    userName && firstName && lastName && email && role
      ? { userName, firstName, lastName, email, role, jobTitle }
      : null;
  return { c, value };
}

/**
 * Staff e-mails already in use among the accounts this organisation can see (its own staff and
 * accounts homed here). Accounts of other organisations are invisible here (row-level security),
 * so this check says nothing about them: such a row is invited like any other.
 */
async function existingEmails(tx: Tx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.type, 'user'), eq(users.deleted, false), inJsonList(users.email, emails)));
  return new Set(rows.map((r) => r.email!));
}

/**
 * Every check of spec 3 §5 on a staff file, duplicates within it and against the organisation's
 * staff, then numAllowedUsers: the valid rows past the limit fail with the user-limit message.
 */
export async function checkStaff(
  tx: Tx,
  org: ImportOrg,
  csv: string,
): Promise<Validated<StaffRow>> {
  const file = readFile(csv, USER_IMPORT_COLUMNS, USER_IMPORT_REQUIRED);
  const checked = file.rows.map(({ record, values }) => ({
    row: record.row,
    ...checkRow(values, org),
  }));
  const emails = [...new Set(checked.flatMap((r) => r.value?.email ?? []))];
  const known = await existingEmails(tx, emails);
  const seen = duplicateInFile();
  // A row re-inviting an e-mail with a pending invitation replaces it: that seat is the row's.
  let room =
    org.numAllowedUsers === null
      ? Infinity
      : org.numAllowedUsers - (await seatsTaken(tx, org.id, emails));
  const out: CheckedRow<StaffRow>[] = checked.map(({ row, c, value }) => {
    const email = value?.email ?? null;
    const first = seen(email, row);
    if (first !== null) c.fail('email', `'${email}' is also on row ${first}`);
    else if (email && known.has(email))
      c.fail('email', `a user with e-mail '${email}' already exists`);
    if (c.problems.length === 0 && value) {
      if (room <= 0) c.raw('role', userLimitMessage(org.numAllowedUsers ?? 0));
      else room -= 1;
    }
    return { row, value, problems: c.problems };
  });
  return summarise(file, out);
}
