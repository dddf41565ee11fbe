// Type-only view of the payload schemas: importing these costs the browser bundle nothing.
export type * from './schemas';

/** Success envelope of the API: `{ data }`, lists add `page.total`. */
export interface ApiResponse<T> {
  data: T;
  page?: { total: number };
}

export type QueryValue = string | number | boolean | null | undefined | object;
export type Query = Record<string, QueryValue>;
