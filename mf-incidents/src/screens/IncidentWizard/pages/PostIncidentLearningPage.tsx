import { TextField, YesNoField } from 'shared-ui';
import { PIL_EXTRA_KEYS } from '../questions';
import { numberError } from '../validation';
import { usePage } from '../WizardContext';
import { isHidden } from '../visibility';
import { FormSection, Grid } from './FormSection';

const MAIN = [
  'studentBehaviour',
  'studentResponse',
  'studentStrategy',
  'likelyTriggers',
  'adjustments',
];

/** Post incident learning, with the organisation's extras and (not on Care) the Exclusions block. */
export function PostIncidentLearningPage() {
  const { field, label, values, visibility } = usePage('pil');
  const shown = (key: string) => !isHidden(key, values, visibility);
  return (
    <>
      {MAIN.map((key) => (
        <TextField key={key} {...field(key)} multiline={3} />
      ))}
      {visibility.pilExtras && (
        <FormSection title="Discrimination and behaviour">
          <Grid>
            {PIL_EXTRA_KEYS.map((key) => (
              <YesNoField key={key} {...field(key)} />
            ))}
          </Grid>
        </FormSection>
      )}
      {shown('Suspension') && (
        <FormSection title="Exclusions">
          <Grid>
            <YesNoField {...field('Suspension')} />
            {shown('SuspensionDays') && (
              <TextField {...field('SuspensionDays')} type="number" validate={numberError} />
            )}
            <YesNoField {...field('PermanentExclusion')} />
            {shown('PermanentExclusionCount') && (
              <TextField
                name="PermanentExclusionCount"
                type="number"
                label={label('PermanentExclusionCount')}
                validate={numberError}
              />
            )}
          </Grid>
        </FormSection>
      )}
      <TextField name="comments" label={label('comments')} multiline={3} />
    </>
  );
}
