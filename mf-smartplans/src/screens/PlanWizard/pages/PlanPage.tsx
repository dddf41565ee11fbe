import { useTerms, withTerms } from 'shared-api';
import { DateField, SearchableSelectField, SelectField, TextField } from 'shared-ui';
import { personOptions, useServiceUsers, useStaff } from '../../../data/people';
import { PLAN_QUESTIONS, questionOf } from '../questions';
import { reviewDateProblem } from '../validation';
import { Grid, ListQuestion } from './Section';

const label = (key: string) => questionOf(key)!.label;

/** Tab 1 'Behaviour Plan': who, when, by whom, notes, adjustments and triggers. */
export function PlanPage({ choosePerson }: { choosePerson: boolean }) {
  const terms = useTerms();
  const people = useServiceUsers();
  const staff = useStaff();
  return (
    <>
      <Grid>
        <SearchableSelectField
          name="studentName"
          label={withTerms(label('studentName'), terms)}
          required
          disabled={!choosePerson}
          placeholder={`Search for a ${terms.serviceUser}`}
          options={personOptions(people.data?.data)}
        />
        <DateField name="dateOfPlan" label={label('dateOfPlan')} required />
        <DateField
          name="reviewDate"
          label={label('reviewDate')}
          required
          validate={(_, all) => reviewDateProblem((all ?? {}) as Record<string, string>)}
        />
        <SelectField
          name="completedBy"
          label={label('completedBy')}
          required
          options={personOptions(staff.data?.data)}
        />
      </Grid>
      <TextField name="riskNotes" label={label('riskNotes')} multiline={3} maxLength={20000} />
      {PLAN_QUESTIONS.filter((q) => q.kind === 'list').map((q) => (
        <ListQuestion key={q.key} question={q} />
      ))}
    </>
  );
}
