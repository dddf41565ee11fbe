import { useId } from 'react';
import { useField } from 'react-final-form';
import { useApi, withTerms } from 'shared-api';
import { EmptyState, TextField } from 'shared-ui';
import styled from 'styled-components';
import { useOrganisationSetting } from '../../../data';
import { EFFECTIVENESS, techniqueQuestions, type TechniqueQuestion } from '../techniques';
import { usePage } from '../WizardContext';
import type { TechniqueRatings } from '../wizardValues';

export type TechniqueKind = 'deescalation' | 'physical';

const CONFIG = {
  deescalation: {
    settingKey: 'deescalationTechniques',
    field: 'deescalationTechniques',
    other: 'otherTechniques',
    otherInfo: 'otherTechniquesInfo',
    empty: 'No de-escalation techniques are setup for this {service}.',
  },
  physical: {
    settingKey: 'physicalTechniques',
    field: 'physicalTechniques',
    other: 'otherPhysicalTechniques',
    otherInfo: 'otherPhysicalTechInfo',
    empty: 'No physical techniques are setup for this {service}.',
  },
} as const;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  label {
    font-weight: 600;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  select {
    font: inherit;
    min-height: 36px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: 6px;
  }
`;

/** One effectiveness select: empty = not used, 1..10, n/a. */
function EffectivenessSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  withNa?: boolean;
}) {
  const id = useId();
  return (
    <Row>
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">Not used</option>
        {EFFECTIVENESS.filter((v) => props.withNa !== false || v !== 'n/a').map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </Row>
  );
}

function RatingsField({ name, questions }: { name: string; questions: TechniqueQuestion[] }) {
  const { input } = useField<TechniqueRatings | undefined>(name);
  const ratings = input.value || {};
  const set = (technique: string, value: string) => {
    const next = { ...ratings };
    if (value) next[technique] = value;
    else delete next[technique];
    input.onChange(next);
  };
  return (
    <div role="group" aria-label="Effectiveness (1 to 10)">
      {questions.map((q) => (
        <EffectivenessSelect
          key={q.name}
          label={q.label}
          value={ratings[q.name] ?? ''}
          onChange={(value) => set(q.name, value)}
        />
      ))}
    </div>
  );
}

function OtherField({ name, label }: { name: string; label: string }) {
  const { input } = useField<string | undefined>(name);
  return (
    <EffectivenessSelect
      label={label}
      value={input.value ?? ''}
      withNa={false}
      onChange={(value) => input.onChange(value === '' ? undefined : value)}
    />
  );
}

/** De-escalation or physical techniques with their effectiveness (spec 2 §3.2, §5). */
export function TechniquesPage({ kind }: { kind: TechniqueKind }) {
  const config = CONFIG[kind];
  const { label, values, terms } = usePage(kind);
  const setting = useOrganisationSetting(config.settingKey);
  const subject =
    values.studentName && /^\d+$/.test(values.studentName) ? values.studentName : null;
  const { data: ranking } = useApi(
    subject ? `/api/besmart/user/${Number(subject)}/technique-ranking` : null,
  );
  if (setting.isLoading) return <p>Loading techniques...</p>;
  const questions = techniqueQuestions(setting.value, ranking?.data?.[kind]);
  return (
    <>
      <p>
        Rate how effective each technique used was, from 1 (not effective) to 10 (very effective).
      </p>
      {questions.length === 0 ? (
        <EmptyState message={withTerms(config.empty, terms)} />
      ) : (
        <RatingsField name={config.field} questions={questions} />
      )}
      <OtherField name={config.other} label={label(config.other)} />
      <TextField name={config.otherInfo} label={label(config.otherInfo)} multiline={2} />
    </>
  );
}
