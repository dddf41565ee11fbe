// `fields=` narrows a list or record answer to the named columns, which is why the contract types
// list rows as Partial. These types give back the named columns as present (their values may
// still be null where the schema says so), and reject a name the route's row does not have.

type Trim<S extends string> = S extends ` ${infer R}`
  ? Trim<R>
  : S extends `${infer R} `
    ? Trim<R>
    : S;

/** `'id,name'` → `'id' | 'name'`. */
export type FieldNames<S extends string> = S extends `${infer Head},${infer Tail}`
  ? Trim<Head> | FieldNames<Tail>
  : Trim<S>;

/** Row with the columns named in `Fields` present; `Row` itself when Fields is not a literal. */
export type WithFields<Row, Fields> = Fields extends string
  ? string extends Fields
    ? Row
    : Row & Required<Pick<Row, Extract<FieldNames<Fields>, keyof Row>>>
  : Row;

/** `never` (a type error at the call) when `Fields` names a column `Row` does not have. */
export type KnownFields<Row, Fields> = Fields extends string
  ? string extends Fields
    ? Fields
    : Exclude<FieldNames<Fields>, keyof Row> extends never
      ? Fields
      : never
  : Fields;

/** The item type of a list answer's `data`. */
export type ItemOf<Data> = Data extends readonly (infer Item)[] ? Item : never;
