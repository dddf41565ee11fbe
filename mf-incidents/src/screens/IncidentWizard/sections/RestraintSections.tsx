// Issue 13 questions of the Physical Intervention Report: what each member of staff did (next to
// Staff Involved), restraint and seclusion with start and end times (with the physical
// intervention questions), the DfE texts, and the person's SEN status shown read-only.
import { useForm } from 'react-final-form';
import { Button, SelectField, TextField, TimeField, usePeopleNames, YesNoField } from 'shared-ui';
import styled from 'styled-components';
import { useServiceUser } from '../../../data';
import { FormSection, Grid } from '../pages/FormSection';
import {
  entryProblem,
  INTERVENTION_KIND_OPTIONS,
  RESTRAINT_TEXT_KEYS,
  roleKey,
  SEN_STATUS_LABELS,
  STAFF_ROLE_OPTIONS,
  type RestrictiveInterventionValue,
} from '../restraint';
import { isHidden } from '../visibility';
import { usePage, useWizard } from '../WizardContext';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: 6px;
  padding: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;
  legend {
    font-weight: 600;
    color: ${({ theme }) => theme.colours.deepBlue};
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;

const Entry = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  padding-top: ${({ theme }) => theme.space(3)};
`;

/** "What each member of staff did": one Applied a hold / Observed choice per staff member. */
export function StaffRolesSection() {
  const { values, visibility, label } = usePage('incident');
  const hidden = isHidden('staffRoles', values, visibility);
  const ids = hidden
    ? []
    : (Array.isArray(values.staffInvolved) ? values.staffInvolved : []).map(String);
  // Only the chosen staff are named (GET /api/user?ids=), never the organisation's whole list.
  const names = usePeopleNames('user', ids);
  if (hidden) return null;
  const required =
    values.restrictedPhysicalInterventionUsed === 'Yes' ||
    values.physicalInterventionUsed === 'Yes';
  return (
    <Group>
      <legend>
        {label('staffRoles')}
        {required ? ' *' : ''}
      </legend>
      {ids.map((id) => (
        <YesNoField
          key={id}
          name={`staffRoles.${roleKey(id)}`}
          label={names.optionOf(id)?.label ?? `Staff member ${id}`}
          yesValue={STAFF_ROLE_OPTIONS[0]!.value}
          yesLabel={STAFF_ROLE_OPTIONS[0]!.label}
          noValue={STAFF_ROLE_OPTIONS[1]!.value}
          noLabel={STAFF_ROLE_OPTIONS[1]!.label}
          required={required}
        />
      ))}
    </Group>
  );
}

/** "Restraint and seclusion": each physical restraint, restraint without force or seclusion. */
export function RestrictiveInterventionsSection() {
  const { values, visibility, label } = usePage('incident');
  const { readOnly } = useWizard();
  const form = useForm();
  if (isHidden('restrictiveInterventions', values, visibility)) return null;
  const list = (
    Array.isArray(values.restrictiveInterventions) ? values.restrictiveInterventions : []
  ) as RestrictiveInterventionValue[];
  const set = (next: RestrictiveInterventionValue[]) =>
    form.change('restrictiveInterventions', next);
  return (
    <Group>
      <legend>{label('restrictiveInterventions')}</legend>
      <p>
        Record each restraint (with or without force) and each seclusion, with the time it started
        and ended.
      </p>
      {list.length === 0 && <p>None recorded.</p>}
      {list.map((entry, index) => {
        const problem = entry.kind || entry.start || entry.end ? entryProblem(entry) : undefined;
        return (
          <Entry key={index} role="group" aria-label={`Intervention ${index + 1}`}>
            <Grid>
              <SelectField
                name={`restrictiveInterventions[${index}].kind`}
                label="Type"
                options={INTERVENTION_KIND_OPTIONS}
                required
              />
              <TimeField
                name={`restrictiveInterventions[${index}].start`}
                label="Start time"
                variant="calendar"
                required
              />
              <TimeField
                name={`restrictiveInterventions[${index}].end`}
                label="End time"
                variant="calendar"
                hint="An end before the start is taken as the next day"
                required
              />
            </Grid>
            {problem && <p role="status">{problem}.</p>}
            {!readOnly && (
              <Button
                type="button"
                variant="link"
                onClick={() => set(list.filter((_, i) => i !== index))}
              >
                Remove intervention {index + 1}
              </Button>
            )}
          </Entry>
        );
      })}
      {!readOnly && (
        <Button type="button" variant="secondary" onClick={() => set([...list, {}])}>
          Add an intervention
        </Button>
      )}
    </Group>
  );
}

/** The three DfE texts, asked when the report is a restraint record. */
export function RestraintTextsSection() {
  const { values, visibility, label } = usePage('incident');
  if (RESTRAINT_TEXT_KEYS.every((key) => isHidden(key, values, visibility))) return null;
  return (
    <FormSection title="Use of force">
      {RESTRAINT_TEXT_KEYS.map((key) => (
        <TextField key={key} name={key} label={label(key)} multiline={3} />
      ))}
    </FormSection>
  );
}

/** The person's special educational needs, read-only (the server keeps it on the report at publish). */
export function SenStatusNote() {
  const { values, visibility, terms } = usePage('incident');
  const person = useServiceUser(visibility.highLevel ? (values.studentName as string) : null);
  const status = (person.data?.data as { senStatus?: string } | undefined)?.senStatus;
  if (!visibility.highLevel || !person.data) return null;
  const text = status ? (SEN_STATUS_LABELS[status] ?? status) : SEN_STATUS_LABELS.none;
  return (
    <p>
      <strong>Special educational needs:</strong> {text}{' '}
      <small>
        (from the {terms.serviceUser}&apos;s record; kept on the report as it is when published)
      </small>
    </p>
  );
}
