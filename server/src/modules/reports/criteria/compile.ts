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
import { badRequest } from '../../../platform/errors';
import {
  DEESCALATION_LISTS,
  FIELD_SOURCES,
  PHYSICAL_LISTS,
  TECHNIQUE_FACT_LIST,
  type TechniqueList,
} from './fields';
import { planAvoidUsed } from './planAvoid';

/**
 * Compiles search criteria rows into one query of submission ids (a set), so a search reads
 * `s.id in (<set>)`. Every value travels as a bound parameter. Each row is first checked by
 * shared-api's `checkCriterion` (the builders' own rule: catalogue key, operator of its type, value
 * of its type; a failure is the 400 naming the row); keys and operators then only select code paths.
 *
 * Why sets (README "Incident search", plans): every row is an uncorrelated query over one index
 * (answers by organisation and question, or the search scope), and rows are joined with UNION ALL
 * (OR), INTERSECT (AND) and EXCEPT (is not). Set operations are hashed or sorted, never a loop of
 * one input per row of another, so the plan stays linear when the planner has no statistics
 * (a correlated EXISTS per row became an O(n^2) nested loop on a never-analysed database).
 *
 * Joining: each row's `relation` joins it to everything above it, left to right, as the builder
 * words it ("ALL OF THE ABOVE" / "ANY OF THE ABOVE"): [A, OR B, AND C] = (A OR B) AND C.
 */
export interface CompileOptions {
  orgId: number;
  /** Technique search keys this organisation knows (operator `exists`). */
  techniqueKeys: ReadonlySet<string>;
  /**
   * The search scope as a condition on a form_submissions row `alias` (organisation, type, status,
   * current version): "is not" rows and service-user rows select from it.
   */
  scope: (alias: SQL) => SQL;
}

/**
 * A compiled row: a query of submission ids, or a condition on the row's submission_facts `f`
 * (migration 0016). Consecutive fact conditions are joined into one condition, so they cost one
 * scan of the facts instead of one per row: a facts row is unique per submission, so (A OR B) / (A
 * AND B) on it is exactly the union / intersection of the rows' sets, NULL included (a row is in a
 * set when its condition is true).
 */
export type Compiled = { set: SQL } | { fact: SQL };

/** A query of submission ids matching the rows, or null for no rows (no criteria). */
export function compileCriteria(rows: readonly CriteriaRow[], options: CompileOptions): SQL | null {
  const compiled = compileCriteriaParts(rows, options);
  return compiled === null ? null : asSet(options.orgId, compiled);
}

/**
 * The rows as one condition on a submission_facts row `f` when every row is one the facts hold,
 * else as a query of submission ids; null for no rows. A caller that reads the facts anyway
 * (analytics/scope.ts) applies a condition in its own scan.
 */
export function compileCriteriaParts(
  rows: readonly CriteriaRow[],
  options: CompileOptions,
): Compiled | null {
  const q: Q = { org: options.orgId, scope: options.scope };
  let done: Compiled | null = null;
  rows.forEach((row, index) => {
    const next = compileRow(row, index, options, q);
    if (done === null) done = next;
    else if ('fact' in done && 'fact' in next)
      done = {
        fact:
          row.relation === 'OR'
            ? sql`(${done.fact}) or (${next.fact})`
            : sql`(${done.fact}) and (${next.fact})`,
      };
    else
      done = {
        set:
          row.relation === 'OR'
            ? sql`(${asSet(q.org, done)}) union all (${asSet(q.org, next)})`
            : sql`(${asSet(q.org, done)}) intersect (${asSet(q.org, next)})`,
      };
  });
  return done;
}

/** A compiled criteria as a query of submission ids. */
export function asSet(org: number, compiled: Compiled): SQL {
  return 'set' in compiled ? compiled.set : facts(org, compiled.fact);
}

function compileRow(row: CriteriaRow, index: number, options: CompileOptions, q: Q): Compiled {
  const checked = checkCriterion(row, index, { techniqueKeys: options.techniqueKeys });
  if ('error' in checked) throw badRequest(checked.error);
  const criterion = checked.ok;
  if (criterion.kind === 'technique')
    return { fact: techniqueUsed([...DEESCALATION_LISTS, ...PHYSICAL_LISTS], criterion.key) };
  const negate = criterion.operator === 'is not';
  return fieldSet(
    q,
    criterion.key,
    criterion.field,
    criterion.operator,
    criterion.value,
    negate,
    index,
  );
}

interface Q {
  org: number;
  scope: (alias: SQL) => SQL;
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

/** Ids of submissions with an answer `key` satisfying `cond` (on column r.response). */
function answer(q: Q, key: string, cond: SQL): SQL {
  return sql`select r.submission_id from form_responses r
    where r.org_id = ${q.org} and r.question_key = ${key} and ${cond}`;
}

/** `is not` = the scope without the matches (a missing answer is "not" any value). */
function maybeNot(q: Q, negate: boolean, set: SQL): SQL {
  return negate
    ? sql`(select u.id from form_submissions u where ${q.scope(sql`u`)}) except (${set})`
    : set;
}

/** Ids of scope submissions whose service user is one of `subjects` (a query of user ids). */
function bySubject(q: Q, subjects: SQL): SQL {
  return sql`select u.id from form_submissions u where ${q.scope(sql`u`)} and u.subject_id in (${subjects})`;
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
 * like an array reach the parser (`besmart_jsonb_array`, migration 0010: one parse, invalid JSON or
 * not an array -> NULL, no subtransaction), so ordinary text answers cost nothing.
 */
function jsonElements(column: SQL, elementCond: SQL): SQL {
  return sql`(left(ltrim(${column}), 1) = '[' and exists (
      select 1 from jsonb_array_elements(besmart_jsonb_array(${column})) e where ${elementCond}
    ))`;
}

/**
 * Submissions rating technique `key` as used in any of `lists` (a facts condition): an index read of
 * submission_facts.technique_keys (migration 0016), where each list's entries were derived once, as
 * this search always read them: the name of a string entry or of an object's key / technique /
 * name, lowercased without white space, and only entries rated as used (not 'n/a', '' or 'null').
 */
function techniqueUsed(lists: readonly TechniqueList[], key: string): SQL {
  const wanted = [...new Set(lists.map((list) => `${TECHNIQUE_FACT_LIST[list]}:${key}`))];
  return sql`f.technique_keys && array[${sql.join(
    wanted.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
}

/** Ids of submissions whose facts row (submission_facts, migration 0016) satisfies `cond`. */
function facts(org: number, cond: SQL): SQL {
  return sql`select f.submission_id from submission_facts f where f.org_id = ${org} and ${cond}`;
}

/** Answers submission_facts holds as lower(trim(answer)) (NULL when blank). */
const FACT_KEYS: Readonly<Record<string, SQL>> = {
  location: sql.raw('f.location_key'),
  completedBy: sql.raw('f.completed_by_key'),
  positiveNegative: sql.raw('f.positive_negative_key'),
  quickBehaviour: sql.raw('f.quick_behaviour_key'),
};

/**
 * A text or yes/no test as a condition on submission_facts where the facts hold exactly what
 * textMatch tests on the answer, else null (the caller reads the answers). Yes: the facts' flags and
 * yes_keys are "answered yes or true". Text: values are trimmed and never empty (checkCriterion), so a
 * part of the answer matches exactly when it matches a part of the space-trimmed answer.
 */
function factCondition(key: string, spec: SearchFieldDefinition, value: CriteriaValue): SQL | null {
  if (value.kind === 'yesno') {
    if (!value.yes) return null;
    if (key === 'physicalInterventionUsed') return sql`f.physical`;
    if (key === 'restrictedPhysicalInterventionUsed') return sql`f.restrictive`;
    return sql`${key} = any(f.yes_keys)`;
  }
  const column = FACT_KEYS[key];
  if (value.kind !== 'text' || !column) return null;
  return spec.type === 'text'
    ? sql`strpos(${column}, lower(${value.text})) > 0`
    : sql`${column} = lower(${value.text})`;
}

/**
 * A facts condition, or for `is not` the rows where it is not true (a missing answer is "not" any
 * value). Every submission has its facts row from its insert on (migration 0018), so this is the
 * scope without the matches, read in the same scan as the other fact conditions.
 */
function factOrNot(negate: boolean, cond: SQL): Compiled {
  return { fact: negate ? sql`(${cond}) is not true` : cond };
}

function fieldSet(
  q: Q,
  key: string,
  spec: SearchFieldDefinition,
  operator: string,
  value: CriteriaValue,
  negate: boolean,
  index: number,
): Compiled {
  const op = COMPARE[operator] ?? sql.raw('=');
  const r = sql`r.response`;
  const source = FIELD_SOURCES[spec.key as SearchFieldKey];
  switch (source.kind) {
    case 'response': {
      if (value.kind === 'date' && key === 'dateOfIncident')
        return { fact: sql`f.day ${op} ${value.date}` };
      if (value.kind === 'date')
        return {
          set: answer(
            q,
            key,
            sql`(case when ${r} ~ '^\\d{4}-\\d{2}-\\d{2}' then left(${r}, 10) end) ${op} ${value.date}`,
          ),
        };
      if (value.kind === 'time')
        return {
          set: answer(
            q,
            key,
            sql`(case when ${r} ~ '^\\d{2}:\\d{2}' then left(${r}, 5) end) ${op} ${value.time}`,
          ),
        };
      if (value.kind === 'integer')
        return {
          set: answer(
            q,
            key,
            sql`(case when ${r} ~ '^\\s*-?\\d{1,9}\\s*$' then trim(${r})::int end) ${op} ${value.n}`,
          ),
        };
      const cond = factCondition(key, spec, value);
      if (cond) return factOrNot(negate, cond);
      return { set: maybeNot(q, negate, answer(q, key, textMatch(r, spec, value))) };
    }
    case 'injury': {
      const direct = answer(q, key, textMatch(r, spec, value));
      const listed = answer(
        q,
        'interventions',
        jsonElements(
          r,
          sql`jsonb_typeof(e) = 'object' and ${textMatch(sql`(e ->> ${key})`, spec, value)}`,
        ),
      );
      return { set: maybeNot(q, negate, sql`(${direct}) union all (${listed})`) };
    }
    case 'techniqueList': {
      const name = value.kind === 'text' ? techniqueKey(value.text) : '';
      return factOrNot(negate, techniqueUsed(source.lists, name));
    }
    case 'planAvoid':
      return {
        set: maybeNot(q, negate !== (value.kind === 'yesno' && !value.yes), planAvoidUsed(q.org)),
      };
    case 'subject': {
      const id = idOf(value, index, key);
      return {
        set: sql`select u.id from form_submissions u where ${q.scope(sql`u`)} and ${
          negate ? sql`u.subject_id is distinct from ${id}` : sql`u.subject_id = ${id}`
        }`,
      };
    }
    case 'idList': {
      const id = idOf(value, index, key);
      const pattern = `(^|[^0-9])${id}([^0-9]|$)`;
      return { set: maybeNot(q, negate, answer(q, key, sql`${r} ~ ${pattern}`)) };
    }
    case 'userColumn': {
      const column = sql.raw(`su.${source.column}`);
      return { set: maybeNot(q, negate, bySubject(q, users(q, textMatch(column, spec, value)))) };
    }
    case 'age': {
      const n = value.kind === 'integer' ? value.n : 0;
      return {
        set: bySubject(
          q,
          users(
            q,
            sql`su.dob is not null and extract(year from age(current_date, su.dob))::int ${op} ${n}`,
          ),
        ),
      };
    }
    case 'academicYear':
      return {
        set: maybeNot(
          q,
          negate,
          bySubject(
            q,
            sql`select us.user_id from user_settings us
            where us.org_id = ${q.org} and us.key = 'academicYear' and ${textMatch(sql`us.value`, spec, value)}`,
          ),
        ),
      };
    case 'userGroup': {
      const text = value.kind === 'text' ? value.text : '';
      const id = integerOf(text);
      const group = id !== null ? sql`g.id = ${id}` : sql`lower(g.name) = lower(${text})`;
      return {
        set: maybeNot(
          q,
          negate,
          bySubject(
            q,
            sql`select m.user_id from user_group_members m join user_groups g on g.id = m.user_group_id
            where m.org_id = ${q.org} and m.deleted = false and g.deleted = false and ${group}`,
          ),
        ),
      };
    }
  }
}

/** Ids of the organisation's users (service users) satisfying `cond` on alias su. */
function users(q: Q, cond: SQL): SQL {
  return sql`select su.id from users su where su.org_id = ${q.org} and ${cond}`;
}

function idOf(value: CriteriaValue, index: number, key: string): number {
  const id = value.kind === 'text' ? integerOf(value.text) : null;
  if (id === null || id < 1) throw badRequest(`query[${index}].response: '${key}' needs a user id`);
  return id;
}
