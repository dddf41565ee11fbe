import { type PeopleSource, TextField, TimeField } from 'shared-ui';
import { DateField } from 'shared-ui/dates';
import { PersonPickerField, PersonSelectField } from 'shared-ui/pickers';
import { usePage } from '../WizardContext';
import { Grid } from '../pages/FormSection';
import { SenStatusNote, StaffRolesSection } from './RestraintSections';

// Every person field is searched on the server as the user types (GET /api/user?q=), single
// choices (PersonSelectField) as well as multiple (PersonPickerField): no organisation is too
// large. A chosen id is named through GET /api/user?ids=. Labels "First Last"; the job title or
// the reference tells namesakes apart.
const STAFF: PeopleSource = { type: 'user' };
const SERVICE_USERS: PeopleSource = { type: 'student' };

/** Who, when and where (spec 2 §3.2 page one, first block). */
export function PeopleSection() {
  const { field, label, terms } = usePage('incident');
  return (
    <>
      <PersonSelectField
        {...field('studentName')}
        source={SERVICE_USERS}
        placeholder={`Search for a ${terms.serviceUser}`}
      />
      <SenStatusNote />
      <Grid>
        <DateField {...field('dateOfIncident')} />
        <TimeField {...field('timeOfIncident')} />
        <TextField {...field('location')} />
        <PersonSelectField
          {...field('completedBy')}
          source={STAFF}
          placeholder="Type a name to search staff"
        />
      </Grid>
      {/* Type-ahead pickers: a school of 1,500 pupils and 150 staff cannot be a checkbox list. */}
      <PersonPickerField
        {...field('staffInvolved')}
        source={STAFF}
        placeholder="Type a name to add staff"
      />
      <StaffRolesSection />
      <PersonPickerField
        {...field('studentsInvolved')}
        source={SERVICE_USERS}
        placeholder={`Type a name to add a ${terms.serviceUser}`}
      />
      <TextField name="witnesses" label={label('witnesses')} multiline={2} />
    </>
  );
}
