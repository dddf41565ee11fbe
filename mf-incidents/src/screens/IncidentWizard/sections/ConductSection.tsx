import { SelectField, TextField, YesNoField } from 'shared-ui';
import { YES_NO_NA } from '../questions';
import { usePage } from '../WizardContext';
import { isHidden } from '../visibility';
import { FormSection, Grid } from '../pages/FormSection';

const BEHAVIOURS = ['hurtingSelf', 'hurtingOthers', 'propertyDamage', 'behaviour', 'commitOffence'];

/** Behaviour shown, the Smart Behaviour Plan, best interest, collaboration and dynamic risk. */
export function ConductSection() {
  const { label, values, visibility } = usePage('incident');
  const shown = (key: string) => !isHidden(key, values, visibility);
  return (
    <>
      <FormSection title="Behaviour">
        <Grid>
          {BEHAVIOURS.map((key) => (
            <YesNoField key={key} name={key} label={label(key)} />
          ))}
        </Grid>
      </FormSection>
      <FormSection title="Smart Behaviour Plan and best interest">
        <YesNoField name="followPlanQuestion" label={label('followPlanQuestion')} />
        {shown('followPlanResponse') && (
          <TextField name="followPlanResponse" label={label('followPlanResponse')} multiline={2} />
        )}
        <SelectField
          name="bestInterestQuestion"
          label={label('bestInterestQuestion')}
          options={YES_NO_NA}
        />
        {shown('bestInterestConfirmQuestion') && (
          <YesNoField
            name="bestInterestConfirmQuestion"
            label={label('bestInterestConfirmQuestion')}
          />
        )}
        {shown('bestInterest') && (
          <TextField name="bestInterest" label={label('bestInterest')} multiline={2} />
        )}
        {shown('allowStaffToCollaborate') && (
          <YesNoField name="allowStaffToCollaborate" label={label('allowStaffToCollaborate')} />
        )}
        <YesNoField name="dynamicRisk" label={label('dynamicRisk')} />
        {shown('dynamicRiskInformation') && (
          <TextField
            name="dynamicRiskInformation"
            label={label('dynamicRiskInformation')}
            multiline={2}
          />
        )}
      </FormSection>
    </>
  );
}
