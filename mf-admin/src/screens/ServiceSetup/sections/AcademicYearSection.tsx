import { useField } from 'react-final-form';
import { CheckboxField, Card, MultiSelectField, SelectField } from 'shared-ui';
import { ACADEMIC_YEARS, DAYS, MONTHS } from '../setupModel';

/** Term dates: start day and month of the academic year and the year groups it covers. */
export function AcademicYearSection() {
  const { input } = useField<boolean>('usesTermDates', { subscription: { value: true } });
  return (
    <Card title="Academic year" aria-label="Academic year">
      <CheckboxField name="usesTermDates" label="This service uses term dates" />
      {input.value && (
        <>
          <SelectField
            name="academicYearStartDay"
            label="Academic year start day"
            required
            options={DAYS.map((d) => ({ value: d, label: d }))}
            requiredMessage="Please choose the start day"
          />
          <SelectField
            name="academicYearStartMonth"
            label="Academic year start month"
            required
            options={MONTHS.map((m) => ({ value: m, label: m }))}
            requiredMessage="Please choose the start month"
          />
          <MultiSelectField
            name="enabledAcademicYears"
            label="Years covered"
            required
            hint="The year groups a service user can be placed in."
            options={ACADEMIC_YEARS.map((y) => ({ value: y, label: y }))}
            requiredMessage="Please choose the years covered"
          />
        </>
      )}
    </Card>
  );
}
