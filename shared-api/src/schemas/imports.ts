// Administration area: bulk import of service users and staff (issue 4).
import { Type, type Static } from 'typebox';
import { DataResponse, Id } from './common';

/** Column headers of the service user CSV (spec 3 §3 "Bulk import definitions"), template order. */
export const SERVICE_USER_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'ethnicity',
  'gender',
  'dob',
  'email',
  'reference',
  /** Special educational needs: None, SEN support, EHC plan (or blank: None). */
  'senStatus',
  'contact1FirstName',
  'contact1LastName',
  'contact1Role',
  'contact1Email',
  'contact2FirstName',
  'contact2LastName',
  'contact2Role',
  'contact2Email',
] as const;
export const SERVICE_USER_IMPORT_REQUIRED = [
  'firstName',
  'lastName',
  'ethnicity',
  'gender',
  'dob',
] as const;

/** Column headers of the staff CSV, template order. */
export const USER_IMPORT_COLUMNS = [
  'username',
  'firstName',
  'lastName',
  'email',
  'service',
  'role',
  'jobTitle',
] as const;
export const USER_IMPORT_REQUIRED = [
  'username',
  'firstName',
  'lastName',
  'email',
  'service',
  'role',
] as const;

/** Values of the staff CSV's role column and the stored role titles they stand for. */
export const IMPORT_ROLES = { Restricted: 'Standard', 'Full User': 'Admin' } as const;

/** Limits of one import file (400 naming the limit above them). */
export const IMPORT_MAX_ROWS = 10000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const ImportKind = Type.Union([Type.Literal('serviceusers'), Type.Literal('users')]);
export type ImportKind = Static<typeof ImportKind>;

export const ImportParams = Type.Object({ kind: ImportKind }, { additionalProperties: false });
export type ImportParams = Static<typeof ImportParams>;

/** The CSV file's text (UTF-8, first line the column headers). */
export const ImportBody = Type.Object({ csv: Type.String() }, { additionalProperties: false });
export type ImportBody = Static<typeof ImportBody>;

/** A problem with one row: `row` is the spreadsheet row number (the header is row 1). */
export const ImportRowError = Type.Object({
  row: Type.Integer({ minimum: 2 }),
  field: Type.String(),
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowError>;

export const ImportStatus = Type.Union([
  Type.Literal('valid'),
  Type.Literal('warning'),
  Type.Literal('error'),
]);
export type ImportStatus = Static<typeof ImportStatus>;

export const ImportValidation = Type.Object({
  status: ImportStatus,
  messages: Type.Array(Type.String()),
  /** Data rows counted (rows whose first four values are all empty are dropped); 0 when refused. */
  rows: Type.Integer({ minimum: 0 }),
  rowErrors: Type.Array(ImportRowError),
});
export type ImportValidation = Static<typeof ImportValidation>;

export const ImportValidationResponse = DataResponse(ImportValidation);
export type ImportValidationResponse = Static<typeof ImportValidationResponse>;

export const ImportRowResult = Type.Object({
  row: Type.Integer({ minimum: 2 }),
  ok: Type.Boolean(),
  id: Type.Optional(Id),
  error: Type.Optional(Type.String()),
});
export type ImportRowResult = Static<typeof ImportRowResult>;

export const ImportResult = Type.Object({
  added: Type.Integer({ minimum: 0 }),
  results: Type.Array(ImportRowResult),
});
export type ImportResult = Static<typeof ImportResult>;

export const ImportResponse = DataResponse(ImportResult);
export type ImportResponse = Static<typeof ImportResponse>;
