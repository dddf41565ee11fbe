import { useId } from 'react';
import styled from 'styled-components';
import {
  JOIN_LABELS,
  operatorsFor,
  RELATIONS,
  TECHNIQUE_OPERATOR,
  type CriterionRow,
  type Relation,
  type SearchField,
} from 'shared-api';
import { emptyRow } from 'shared-api/search';
import { Button } from 'shared-ui';
import { Control } from './Control';
import { CriterionValue } from './CriterionValue';
import type { SearchOptions } from './options';

export interface CriteriaBuilderProps {
  rows: CriterionRow[];
  onChange: (rows: CriterionRow[]) => void;
  /** The fields offered (e.g. `fieldsForReportType(type, searchFields(terms, org))`). */
  fields: readonly SearchField[];
  options: SearchOptions;
  /**
   * The operator technique fields offer: the incident searches' 'exists' (spec 2 §5, the default)
   * or the report searches' 'has' (spec 3 §2.4).
   */
  techniqueOperator?: string;
}

const Row = styled.li`
  display: grid;
  grid-template-columns: 2rem minmax(10rem, 1.2fr) minmax(8rem, 0.8fr) minmax(10rem, 1.2fr) 2.5rem;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(2)};
  /* Narrow screens: number, field and remove on one line; query and value stacked under the field. */
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: 2rem minmax(0, 1fr) 2.5rem;
    grid-template-areas: 'num field remove' '. query .' '. value .';
    & > :nth-child(1) {
      grid-area: num;
    }
    & > :nth-child(2) {
      grid-area: field;
    }
    & > :nth-child(3) {
      grid-area: query;
    }
    & > :nth-child(4) {
      grid-area: value;
    }
    & > :nth-child(5) {
      grid-area: remove;
    }
  }
`;

const Join = styled.li`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(2)} 2.5rem;
  max-width: 20rem;
`;

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const RowNumber = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colours.deepBlue};
`;

/**
 * The search criteria builder (spec 2 §2.7, spec 3 §2.4): rows of field, query operator and
 * value; every row after the first has a join (ALL OF THE ABOVE / ANY OF THE ABOVE). Add Criteria
 * adds a row joined with AND; the minus removes a row and the rest are renumbered; removing the
 * last row leaves one empty row.
 */
export function CriteriaBuilder({
  rows,
  onChange,
  fields,
  options,
  techniqueOperator = TECHNIQUE_OPERATOR,
}: CriteriaBuilderProps) {
  const operatorsOf = (field: SearchField | undefined): readonly string[] =>
    !field ? [] : field.type === 'technique' ? [techniqueOperator] : operatorsFor(field.type);
  const baseId = useId();
  const update = (index: number, change: Partial<CriterionRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : [emptyRow()]);
  };

  return (
    <div>
      <List aria-label="Search Criteria">
        {rows.map((row, index) => {
          const n = index + 1;
          const field = fields.find((f) => f.key === row.field);
          const operators = operatorsOf(field);
          return [
            index > 0 && (
              <Join key={`join-${index}`}>
                <Control
                  as="select"
                  aria-label={`Join for criterion ${n}`}
                  value={row.relation}
                  onChange={(e) => update(index, { relation: e.target.value as Relation })}
                >
                  {RELATIONS.map((relation) => (
                    <option key={relation} value={relation}>
                      {JOIN_LABELS[relation]}
                    </option>
                  ))}
                </Control>
              </Join>
            ),
            <Row key={`row-${index}`}>
              <RowNumber aria-hidden="true">{n}</RowNumber>
              <Control
                as="select"
                aria-label={`Field ${n}`}
                value={row.field}
                onChange={(e) => {
                  const next = fields.find((f) => f.key === e.target.value);
                  const ops = operatorsOf(next);
                  update(index, { field: e.target.value, operator: ops[0] ?? '', value: '' });
                }}
              >
                <option value="">Choose a field</option>
                {fields.map((f) => (
                  <option key={f.key} value={f.key}>
                    {f.label}
                  </option>
                ))}
              </Control>
              <Control
                as="select"
                aria-label={`Query ${n}`}
                value={row.operator}
                disabled={!field}
                onChange={(e) => update(index, { operator: e.target.value })}
              >
                {!field && <option value="">Query</option>}
                {operators.map((op) => (
                  <option key={op} value={op}>
                    {op}
                  </option>
                ))}
              </Control>
              <CriterionValue
                id={`${baseId}-value-${index}`}
                label={`Value ${n}`}
                field={field}
                value={row.value}
                options={options}
                onChange={(value) => update(index, { value })}
              />
              <Button
                type="button"
                variant="secondary"
                aria-label={`Remove criterion ${n}`}
                title={`Remove criterion ${n}`}
                onClick={() => remove(index)}
              >
                −
              </Button>
            </Row>,
          ];
        })}
      </List>
      <Button
        type="button"
        variant="secondary"
        onClick={() => onChange([...rows, emptyRow('AND')])}
      >
        Add Criteria
      </Button>
    </div>
  );
}
