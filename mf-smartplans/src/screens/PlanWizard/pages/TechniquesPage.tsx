import { useId } from 'react';
import { useField } from 'react-final-form';
import { EmptyState } from 'shared-ui';
import styled from 'styled-components';
import type { PlanTechnique } from '../../../data/plans';
import type { TechniqueAnswer } from '../planValues';
import { TECHNIQUE_CHOICES, type TechniqueChoice } from '../questions';
import { Section } from './Section';

export const NO_TECHNIQUES_TEXT = 'No techniques are set up for this {service}.';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: 1fr;
  }
  h4 {
    margin: 0;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colours.muted};
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  select,
  textarea {
    font: inherit;
    width: 100%;
    min-height: 40px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: 6px;
    background: #fff;
  }
  .controls {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    grid-template-columns: minmax(120px, 1fr) minmax(0, 2fr);
    @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
      grid-template-columns: 1fr;
    }
  }
`;

/** Effectiveness out of 10 (one decimal) from the person's ranking. */
export function effectiveness(average: number): string {
  return average > 0 ? `Effectiveness: ${Math.round(average * 10) / 10}/10` : 'Not rated yet';
}

function TechniqueRow({
  technique,
  answer,
  onChange,
}: {
  technique: PlanTechnique;
  answer: TechniqueAnswer;
  onChange: (answer: TechniqueAnswer) => void;
}) {
  const id = useId();
  return (
    <Row>
      <div>
        <h4 id={`${id}-name`}>{technique.name}</h4>
        <small>{effectiveness(technique.average)}</small>
      </div>
      <div className="controls">
        <div>
          <label htmlFor={`${id}-choice`}>Try or Avoid</label>
          <select
            id={`${id}-choice`}
            aria-describedby={`${id}-name`}
            aria-label={`${technique.name}: Try or Avoid`}
            value={answer.choice ?? ''}
            onChange={(event) =>
              onChange({
                ...answer,
                choice: (event.target.value || undefined) as TechniqueChoice | undefined,
              })
            }
          >
            <option value="">Not marked</option>
            {TECHNIQUE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-notes`}>Notes</label>
          <textarea
            id={`${id}-notes`}
            aria-label={`${technique.name} notes`}
            rows={2}
            maxLength={5000}
            value={answer.notes ?? ''}
            onChange={(event) => onChange({ ...answer, notes: event.target.value })}
          />
        </div>
      </div>
    </Row>
  );
}

const GROUPS = [
  { kind: 'deescalation', title: 'De-escalation Techniques' },
  { kind: 'physical', title: 'Physical Techniques' },
] as const;

/**
 * Tab 4 'Behaviour Management Techniques': each technique marked Try or Avoid with notes, with
 * the person's effectiveness x/10, highest first.
 */
export function TechniquesPage({
  techniques,
  emptyText,
}: {
  techniques: PlanTechnique[];
  emptyText: string;
}) {
  const { input } = useField<Record<string, TechniqueAnswer> | undefined>('techniques');
  const answers = input.value || {};
  const set = (name: string, answer: TechniqueAnswer) =>
    input.onChange({ ...answers, [name]: answer });
  if (techniques.length === 0) return <EmptyState message={emptyText} />;
  return (
    <>
      {GROUPS.map(({ kind, title }) => {
        const list = techniques
          .map((t, index) => ({ t, index }))
          .filter(({ t }) => t.kind === kind)
          .sort((a, b) => b.t.average - a.t.average || a.index - b.index)
          .map(({ t }) => t);
        if (list.length === 0) return null;
        return (
          <Section key={kind} title={title}>
            {list.map((technique) => (
              <TechniqueRow
                key={technique.name}
                technique={technique}
                answer={answers[technique.name] ?? {}}
                onChange={(answer) => set(technique.name, answer)}
              />
            ))}
          </Section>
        );
      })}
    </>
  );
}
