import { useForm } from 'react-final-form';
import { Button, SelectField, TextField, YesNoField } from 'shared-ui';
import styled from 'styled-components';
import { injurySufferedByOptions, YES_NO_NA } from '../questions';
import { usePage } from '../WizardContext';
import { INJURY_KEYS, type Injury } from '../wizardValues';
import { isBlank } from '../validation';
import { FormSection, Grid } from '../pages/FormSection';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space(4)};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
`;

const AddRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** Whether every one of the five injury inputs has content (the add button's rule, §5). */
export function injuryComplete(values: Record<string, unknown>): boolean {
  return INJURY_KEYS.every((key) => !isBlank(values[key]));
}

function InjuryList({ injuries, onRemove }: { injuries: Injury[]; onRemove: (i: number) => void }) {
  const { label } = usePage('incident');
  if (injuries.length === 0) return <p>No injuries have been added.</p>;
  return (
    <Table aria-label={label('interventions')}>
      <thead>
        <tr>
          {INJURY_KEYS.map((key) => (
            <th key={key}>{label(key)}</th>
          ))}
          <th>
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {injuries.map((injury, index) => (
          <tr key={index}>
            {INJURY_KEYS.map((key) => (
              <td key={key}>{injury[key]}</td>
            ))}
            <td>
              <Button type="button" variant="link" onClick={() => onRemove(index)}>
                Remove
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The medical section (only when somebody was injured): injuries list, concerns, first aid. */
export function InjuriesSection() {
  const form = useForm();
  const { field, label, values, terms } = usePage('incident');
  const injuries = Array.isArray(values.interventions) ? (values.interventions as Injury[]) : [];

  const addInjury = () => {
    const entry = Object.fromEntries(
      INJURY_KEYS.map((key) => [key, String(values[key]).trim()]),
    ) as unknown as Injury;
    form.batch(() => {
      form.change('interventions', [...injuries, entry]);
      for (const key of INJURY_KEYS) form.change(key, undefined);
    });
  };
  const removeInjury = (index: number) =>
    form.change(
      'interventions',
      injuries.filter((_, i) => i !== index),
    );

  return (
    <FormSection title="Injuries">
      <InjuryList injuries={injuries} onRemove={removeInjury} />
      <Grid>
        <SelectField
          name="injurySufferedBy"
          label={label('injurySufferedBy')}
          options={injurySufferedByOptions(terms)}
        />
        <TextField name="injurySufferedName" label={label('injurySufferedName')} />
        <TextField name="injury" label={label('injury')} />
        <TextField name="treatment" label={label('treatment')} />
        <TextField name="injuryTreatedBy" label={label('injuryTreatedBy')} />
      </Grid>
      <AddRow>
        <Button
          type="button"
          variant="secondary"
          disabled={!injuryComplete(values)}
          onClick={addInjury}
        >
          Add Injury
        </Button>
      </AddRow>
      <TextField name="otherConcerns" label={label('otherConcerns')} multiline={2} />
      <SelectField
        name="firstAidFormCompleted"
        label={label('firstAidFormCompleted')}
        options={YES_NO_NA}
      />
      {values.firstAidFormCompleted === 'No' && (
        <TextField {...field('whyFirstAidFormNotCompleted')} multiline={2} />
      )}
    </FormSection>
  );
}

export function MedicalQuestion() {
  const { field } = usePage('incident');
  return <YesNoField {...field('medicalInterventionRequired')} />;
}
