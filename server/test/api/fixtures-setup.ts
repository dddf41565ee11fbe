import Papa from 'papaparse';
import type { Db } from '../../src/db/client';
import { contentItems } from '../../src/db/schema/index';
import { tablesState, type OrgFixture } from './fixtures';

/** A CSV file from rows of cells (the first row is the header), quoted where needed. */
export function toCsv(rows: (string | number)[][]): string {
  return Papa.unparse(rows.map((r) => r.map(String)));
}

export const SERVICE_USER_HEADER = [
  'firstName',
  'lastName',
  'ethnicity',
  'gender',
  'dob',
  'email',
  'reference',
  'contact1FirstName',
  'contact1LastName',
  'contact1Role',
  'contact1Email',
  'contact2FirstName',
  'contact2LastName',
  'contact2Role',
  'contact2Email',
];

/** A valid service user row numbered i (unique reference and e-mails), with two key contacts. */
export function serviceUserRow(i: number, over: Partial<Record<string, string>> = {}): string[] {
  const base: Record<string, string> = {
    firstName: `First${i}`,
    lastName: `Last${i}`,
    ethnicity: ['white', 'mixed', 'asian', 'black', 'other', ''][i % 6]!,
    gender: ['male', 'female', 'other', ''][i % 4]!,
    dob: `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2012`,
    email: `pupil${i}@import.test`,
    reference: `REF-${i}`,
    contact1FirstName: `Mum${i}`,
    contact1LastName: `Last${i}`,
    contact1Role: 'Mother',
    contact1Email: `mum${i}@import.test`,
    contact2FirstName: `Dad${i}`,
    contact2LastName: `Last${i}`,
    contact2Role: 'Father',
    contact2Email: `dad${i}@import.test`,
    ...over,
  };
  return SERVICE_USER_HEADER.map((h) => base[h]!);
}

export const STAFF_HEADER = [
  'username',
  'firstName',
  'lastName',
  'email',
  'service',
  'role',
  'jobTitle',
];

export function staffRow(
  i: number,
  service: string,
  over: Partial<Record<string, string>> = {},
): string[] {
  const base: Record<string, string> = {
    username: `staff${i}`,
    firstName: `Staff${i}`,
    lastName: `Member${i}`,
    email: `staff${i}-${Math.random().toString(36).slice(2, 8)}@import.test`,
    service,
    role: i % 2 === 0 ? 'Restricted' : 'Full User',
    jobTitle: 'Teacher',
    ...over,
  };
  return STAFF_HEADER.map((h) => base[h]!);
}

export async function makeContent(
  db: Db,
  org: OrgFixture,
  values: Partial<typeof contentItems.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(contentItems)
    .values({ title: 'Category', type: 'Category', ...values, orgId: org.orgId })
    .returning({ id: contentItems.id });
  return row!.id;
}

/** Row count and content hash of every table an import or content write touches. */
export async function setupState(db: Db): Promise<Record<string, string>> {
  const tables = [
    'users',
    'user_settings',
    'memberships',
    'audit_trail',
    'content_items',
    'files',
    'one_time_tokens',
    'mail_outbox',
  ];
  return tablesState(db, tables);
}

/** Tiny valid media files (magic bytes + padding). */
export const MEDIA_SAMPLES = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(32, 1),
  ]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]),
  pdf: Buffer.from(
    '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n',
    'latin1',
  ),
  mp3: Buffer.concat([Buffer.from('ID3', 'latin1'), Buffer.alloc(32, 3)]),
  mp4: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42', 'latin1'),
    Buffer.alloc(32, 4),
  ]),
  text: Buffer.from('just some text, not media', 'utf8'),
};
