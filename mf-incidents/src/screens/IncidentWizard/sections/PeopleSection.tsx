import {
  DateField,
  PersonPickerField,
  SearchableSelectField,
  SelectField,
  TextField,
  TimeField,
} from 'shared-ui';
import { usePage } from '../WizardContext';
import { usePeopleOptions } from '../data/usePeopleOptions';
import { Grid } from '../pages/FormSection';
import { SenStatusNote, StaffRolesSection } from './RestraintSections';

/** Who, when and where (spec 2 §3.2 page one, first block). */
export function PeopleSection() {
  const { field, label, terms } = usePage('incident');
  const { serviceUsers, staff } = usePeopleOptions();
  return (
    <>
      <SearchableSelectField
        {...field('studentName')}
        options={serviceUsers}
        placeholder={`Search for a ${terms.serviceUser}`}
      />
      <SenStatusNote />
      <Grid>
        <DateField {...field('dateOfIncident')} />
        <TimeField {...field('timeOfIncident')} />
        <TextField {...field('location')} />
        <SelectField {...field('completedBy')} options={staff} />
      </Grid>
      {/* Type-ahead pickers: a school of 1,500 pupils and 150 staff cannot be a checkbox list. */}
      <PersonPickerField
        {...field('staffInvolved')}
        options={staff}
        placeholder="Type a name to add staff"
      />
      <StaffRolesSection staff={staff} />
      <PersonPickerField
        {...field('studentsInvolved')}
        options={serviceUsers}
        placeholder={`Type a name to add a ${terms.serviceUser}`}
      />
      <TextField name="witnesses" label={label('witnesses')} multiline={2} />
    </>
  );
}
