import { useTerms, withTerms } from 'shared-api';
import { type PeopleSource, TextField } from 'shared-ui';
import { DateField } from 'shared-ui/dates';
import { PersonSelectField } from 'shared-ui/pickers';
import { PLAN_QUESTIONS, questionOf } from '../questions';
import { reviewDateProblem } from '../validation';
import { Grid, ListQuestion } from './Section';

const label = (key: string) => questionOf(key)!.label;

// Searched on the server as the user types (GET /api/user?q=), the chosen id named through
// GET /api/user?ids=: an organisation of any size, never a 1,000-row list.
const SERVICE_USERS: PeopleSource = { type: 'student' };
const STAFF: PeopleSource = { type: 'user' };

/** Tab 1 'Behaviour Plan': who, when, by whom, notes, adjustments and triggers. */
export function PlanPage({ choosePerson }: { choosePerson: boolean }) {
  const terms = useTerms();
  return (
    <>
      <Grid>
        <PersonSelectField
          name="studentName"
          label={withTerms(label('studentName'), terms)}
          required
          disabled={!choosePerson}
          placeholder={`Search for a ${terms.serviceUser}`}
          source={SERVICE_USERS}
        />
        <DateField name="dateOfPlan" label={label('dateOfPlan')} required />
        <DateField
          name="reviewDate"
          label={label('reviewDate')}
          required
          validate={(_, all) => reviewDateProblem((all ?? {}) as Record<string, string>)}
        />
        <PersonSelectField
          name="completedBy"
          label={label('completedBy')}
          required
          placeholder="Type a name to search staff"
          source={STAFF}
        />
      </Grid>
      <TextField name="riskNotes" label={label('riskNotes')} multiline={3} maxLength={20000} />
      {PLAN_QUESTIONS.filter((q) => q.kind === 'list').map((q) => (
        <ListQuestion key={q.key} question={q} />
      ))}
    </>
  );
}
