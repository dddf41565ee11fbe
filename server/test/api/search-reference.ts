// The reference for test/api/search-plans.test.ts: the incident search's criteria as they were
// compiled before the set form (one correlated EXISTS per row on the submission `alias`, rows
// joined with and/or/not in place). Straightforward and slow on purpose: the search must answer
// exactly the same ids and totals.
import { sql, type SQL } from 'drizzle-orm';
import type { CriteriaRow } from 'shared-api/schemas';
import {
  checkCriterion,
  integerOf,
  techniqueKey,
  type CriteriaValue,
  type SearchFieldDefinition,
  type SearchFieldKey,
} from 'shared-api/search';
import {
  DEESCALATION_LISTS,
  FIELD_SOURCES,
  PHYSICAL_LISTS,
} from '../../src/modules/reports/criteria/fields';

/**
 * Compiles search criteria rows into one SQL condition on the form_submissions row `alias`.
 * Every value travels as a bound parameter. Each row is first checked by shared-api's
 * `checkCriterion` (the builders' own rule: catalogue key, operator of its type, value of its
 * type; a failure is the 400 naming the row); keys and operators then only select code paths.
 *
 * Joining: each row's `relation` joins it to everything above it, left to right, as the builder
 * words it ("ALL OF THE ABOVE" / "ANY OF THE ABOVE"): [A, OR B, AND C] = (A OR B) AND C.
 */
export interface CompileOptions {
  /** Submission alias in the surrounding query (a constant of the caller, never input). */
  alias: string;
  /** Technique search keys this organisation knows (operator `exists`). */
  techniqueKeys: ReadonlySet<string>;
}

export function referenceCriteria(rows: readonly CriteriaRow[], options: CompileOptions): SQL {
  let condition: SQL | null = null;
  rows.forEach((row, index) => {
    const next = compileRow(row, index, options);
    if (condition === null) condition = next;
    else
      condition =
        row.relation === 'OR' ? sql`(${condition} or ${next})` : sql`(${condition} and ${next})`;
  });
  return condition ?? sql`true`;
}

function compileRow(row: CriteriaRow, index: number, options: CompileOptions): SQL {
  const s = sql.raw(options.alias);
  const checked = checkCriterion(row, index, { techniqueKeys: options.techniqueKeys });
  if ('error' in checked) throw new Error(checked.error);
  const criterion = checked.ok;
  if (criterion.kind === 'technique')
    return techniqueUsed(s, [...DEESCALATION_LISTS, ...PHYSICAL_LISTS], criterion.key);
  const negate = criterion.operator === 'is not';
  return fieldCondition(
    s,
    criterion.key,
    criterion.field,
    criterion.operator,
    criterion.value,
    negate,
    index,
  );
}

const COMPARE: Readonly<Record<string, SQL>> = {
  on: sql.raw('='),
  is: sql.raw('='),
  after: sql.raw('>'),
  before: sql.raw('<'),
  'equal to': sql.raw('='),
  'not equal to': sql.raw('<>'),
  'greater than': sql.raw('>'),
  'less than': sql.raw('<'),
  'greater than or equal': sql.raw('>='),
  'less than or equal': sql.raw('<='),
};

/** An answer `key` of the submission satisfies `cond` (on column r.response). */
function answer(s: SQL, key: string, cond: SQL): SQL {
  return sql`exists (select 1 from form_responses r
    where r.submission_id = ${s}.id and r.org_id = ${s}.org_id and r.question_key = ${key} and ${cond})`;
}

/** `is not` = no answer of that kind (a missing answer is "not" any value). */
function maybeNot(negate: boolean, cond: SQL): SQL {
  return negate ? sql`not ${cond}` : cond;
}

function textMatch(column: SQL, spec: SearchFieldDefinition, value: CriteriaValue): SQL {
  if (value.kind === 'yesno') {
    const words = value.yes ? ['yes', 'true'] : ['no', 'false'];
    return sql`lower(trim(${column})) in (${words[0]}, ${words[1]})`;
  }
  const text = value.kind === 'text' ? value.text : '';
  // Free text matches a part of the answer; lists and pickers match the whole answer.
  return spec.type === 'text'
    ? sql`strpos(lower(${column}), lower(${text})) > 0`
    : sql`lower(trim(${column})) = lower(${text})`;
}

/**
 * Rows of a JSON list answer, or none when the answer is not a JSON array. Only answers that start
 * like an array reach the parser (`besmart_jsonb_or_null`, migration 0005: invalid JSON -> NULL,
 * also on PostgreSQL 15), so ordinary text answers cost nothing.
 */
function jsonElements(column: SQL, elementCond: SQL): SQL {
  return sql`(left(ltrim(${column}), 1) = '[' and exists (
      select 1 from jsonb_array_elements(
        case when jsonb_typeof(besmart_jsonb_or_null(${column})) = 'array'
          then besmart_jsonb_or_null(${column}) end
      ) e where ${elementCond}
    ))`;
}

function techniqueUsed(s: SQL, lists: readonly string[], key: string): SQL {
  const name = sql`lower(regexp_replace(case jsonb_typeof(e) when 'string' then e #>> '{}'
      when 'object' then coalesce(e ->> 'key', e ->> 'technique', e ->> 'name', '') else '' end, '\\s', '', 'g'))`;
  const used = sql`(jsonb_typeof(e) <> 'object' or e -> 'value' is null
      or lower(trim(e ->> 'value')) not in ('n/a', '', 'null'))`;
  return sql`exists (select 1 from form_responses r
    where r.submission_id = ${s}.id and r.org_id = ${s}.org_id
      and r.question_key in (${sql.join(
        lists.map((l) => sql`${l}`),
        sql`, `,
      )})
      and ${jsonElements(sql`r.response`, sql`${name} = ${key} and ${used}`)})`;
}

function fieldCondition(
  s: SQL,
  key: string,
  spec: SearchFieldDefinition,
  operator: string,
  value: CriteriaValue,
  negate: boolean,
  index: number,
): SQL {
  const op = COMPARE[operator] ?? sql.raw('=');
  const r = sql`r.response`;
  const source = FIELD_SOURCES[spec.key as SearchFieldKey];
  switch (source.kind) {
    case 'response': {
      if (value.kind === 'date')
        return answer(
          s,
          key,
          sql`(case when ${r} ~ '^\\d{4}-\\d{2}-\\d{2}' then left(${r}, 10) end) ${op} ${value.date}`,
        );
      if (value.kind === 'time')
        return answer(
          s,
          key,
          sql`(case when ${r} ~ '^\\d{2}:\\d{2}' then left(${r}, 5) end) ${op} ${value.time}`,
        );
      if (value.kind === 'integer')
        return answer(
          s,
          key,
          sql`(case when ${r} ~ '^\\s*-?\\d{1,9}\\s*$' then trim(${r})::int end) ${op} ${value.n}`,
        );
      return maybeNot(negate, answer(s, key, textMatch(r, spec, value)));
    }
    case 'injury': {
      const direct = answer(s, key, textMatch(r, spec, value));
      const listed = answer(
        s,
        'interventions',
        jsonElements(
          r,
          sql`jsonb_typeof(e) = 'object' and ${textMatch(sql`(e ->> ${key})`, spec, value)}`,
        ),
      );
      return maybeNot(negate, sql`(${direct} or ${listed})`);
    }
    case 'techniqueList': {
      const name = value.kind === 'text' ? techniqueKey(value.text) : '';
      return maybeNot(negate, techniqueUsed(s, source.lists, name));
    }
    case 'subject': {
      const id = idOf(value, index, key);
      return negate ? sql`${s}.subject_id is distinct from ${id}` : sql`${s}.subject_id = ${id}`;
    }
    case 'idList': {
      const id = idOf(value, index, key);
      const pattern = `(^|[^0-9])${id}([^0-9]|$)`;
      return maybeNot(negate, answer(s, key, sql`${r} ~ ${pattern}`));
    }
    case 'userColumn': {
      const column = sql.raw(`su.${source.column}`);
      return maybeNot(negate, subjectHas(s, textMatch(column, spec, value)));
    }
    case 'age': {
      const n = value.kind === 'integer' ? value.n : 0;
      return subjectHas(
        s,
        sql`su.dob is not null and extract(year from age(current_date, su.dob))::int ${op} ${n}`,
      );
    }
    case 'academicYear':
      return maybeNot(
        negate,
        sql`exists (select 1 from user_settings us
          where us.org_id = ${s}.org_id and us.user_id = ${s}.subject_id and us.key = 'academicYear'
            and ${textMatch(sql`us.value`, spec, value)})`,
      );
    case 'userGroup': {
      const text = value.kind === 'text' ? value.text : '';
      const id = integerOf(text);
      const group = id !== null ? sql`g.id = ${id}` : sql`lower(g.name) = lower(${text})`;
      return maybeNot(
        negate,
        sql`exists (select 1 from user_group_members m join user_groups g on g.id = m.user_group_id
          where m.org_id = ${s}.org_id and m.user_id = ${s}.subject_id
            and m.deleted = false and g.deleted = false and ${group})`,
      );
    }
  }
  throw new Error('unknown field source');
}

function subjectHas(s: SQL, cond: SQL): SQL {
  return sql`exists (select 1 from users su where su.id = ${s}.subject_id and ${cond})`;
}

function idOf(value: CriteriaValue, index: number, key: string): number {
  const id = value.kind === 'text' ? integerOf(value.text) : null;
  if (id === null || id < 1) throw new Error(`query[${index}].response: '${key}' needs a user id`);
  return id;
}
