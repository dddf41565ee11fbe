/**
 * Operators and joins of the search builders (spec 1 §9, spec 2 §5, spec 3 §5), word for word.
 * The builder offers these, and the server's criteria compiler accepts exactly these, so the two
 * cannot disagree.
 */

/** Value types of a search field. */
export const FIELD_TYPES = [
  'text',
  'autocomplete',
  'list',
  'boolean',
  'yesno',
  'date',
  'time',
  'integer',
  'technique',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const IS = ['is', 'is not'] as const;

/** Operators the builder offers for each field type. */
export const OPERATORS_BY_TYPE: Readonly<Record<FieldType, readonly string[]>> = {
  text: IS,
  autocomplete: IS,
  list: IS,
  boolean: IS,
  yesno: IS,
  date: ['on', 'after', 'before'],
  time: ['is', 'after', 'before'],
  integer: [
    'equal to',
    'not equal to',
    'greater than',
    'less than',
    'greater than or equal',
    'less than or equal',
  ],
  // A technique row is sent under the technique's own key (techniqueKey) with 'exists'.
  technique: ['exists'],
};

/** The operator of a row whose key is a technique's own key (spec 2 §5). */
export const TECHNIQUE_OPERATOR = 'exists';

/** The report search builder's technique operator: 'has', with no response (spec 3 §2.4). */
export const REPORT_TECHNIQUE_OPERATOR = 'has';

/** Either form names a technique by its key; the server reads both the same way. */
export const TECHNIQUE_OPERATORS: readonly string[] = [
  TECHNIQUE_OPERATOR,
  REPORT_TECHNIQUE_OPERATOR,
];

/**
 * Operators a technique *field* key (deescalationTechniques, physicalTechnique) accepts when a
 * caller names the technique in the response instead (the API's older form; the builder never
 * sends it).
 */
export const TECHNIQUE_FIELD_OPERATORS: readonly string[] = IS;

/** Operators the builder offers for `type`. */
export function operatorsFor(type: FieldType): readonly string[] {
  return OPERATORS_BY_TYPE[type];
}

/** Operators the API accepts for a field key of `type`. */
export function wireOperatorsFor(type: FieldType): readonly string[] {
  return type === 'technique' ? TECHNIQUE_FIELD_OPERATORS : OPERATORS_BY_TYPE[type];
}

/** How a row joins everything above it. */
export const RELATIONS = ['AND', 'OR'] as const;
export type Relation = (typeof RELATIONS)[number];

/** The join choices as the builder words them; the default is AND. */
export const JOIN_LABELS: Readonly<Record<Relation, string>> = {
  AND: 'ALL OF THE ABOVE (AND)',
  OR: 'ANY OF THE ABOVE (OR)',
};

/** "Technique fields send a key made from the chosen value with spaces removed and lowercased". */
export function techniqueKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}
