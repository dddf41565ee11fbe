import {
  DateField,
  MultiSelectField,
  SearchableSelectField,
  SelectField,
  TextField,
  TimeField,
} from 'shared-ui';
import { usePage } from '../WizardContext';
import { usePeopleOptions } from '../data/usePeopleOptions';
import { Grid } from '../pages/FormSection';

/** Who, when and where (spec 2 §3.2 page one, first block). */
export function PeopleSection() {
  const { label, required, terms } = usePage('incident');
  const { serviceUsers, staff } = usePeopleOptions();
  return (
    <>
      <SearchableSelectField
        name="studentName"
        label={label('studentName')}
        required={required('studentName')}
        options={serviceUsers}
        placeholder={`Search for a ${terms.serviceUser}`}
      />
      <Grid>
        <DateField
          name="dateOfIncident"
          label={label('dateOfIncident')}
          required={required('dateOfIncident')}
        />
        <TimeField
          name="timeOfIncident"
          label={label('timeOfIncident')}
          required={required('timeOfIncident')}
        />
        <TextField name="location" label={label('location')} required={required('location')} />
        <SelectField
          name="completedBy"
          label={label('completedBy')}
          required={required('completedBy')}
          options={staff}
        />
      </Grid>
      <MultiSelectField
        name="staffInvolved"
        label={label('staffInvolved')}
        required={required('staffInvolved')}
        options={staff}
      />
      <MultiSelectField
        name="studentsInvolved"
        label={label('studentsInvolved')}
        required={required('studentsInvolved')}
        options={serviceUsers}
      />
      <TextField name="witnesses" label={label('witnesses')} multiline={2} />
    </>
  );
}
