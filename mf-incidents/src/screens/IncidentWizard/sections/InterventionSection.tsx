import { TextField, YesNoField } from 'shared-ui';
import { numberError } from '../validation';
import { usePage } from '../WizardContext';
import { usedIntervention } from '../wizardValues';
import { FormSection, Grid } from '../pages/FormSection';
import { RestrictiveInterventionsSection } from './RestraintSections';

/** Restrictive / physical intervention questions and their details (spec 2 §4). */
export function InterventionSection() {
  const { field, label, values } = usePage('incident');
  const restrictive = values.restrictedPhysicalInterventionUsed === 'Yes';
  return (
    <FormSection title="Physical intervention">
      <Grid>
        <YesNoField
          name="restrictedPhysicalInterventionUsed"
          label={label('restrictedPhysicalInterventionUsed')}
        />
        <YesNoField name="physicalInterventionUsed" label={label('physicalInterventionUsed')} />
      </Grid>
      {usedIntervention(values) && (
        <div role="group" aria-label="Physical intervention details">
          <p>The techniques used are recorded on the Physical Techniques page.</p>
          {restrictive && (
            <Grid>
              <YesNoField {...field('breathingMonitored')} />
              <TextField
                {...field('physicalInterventionDuration')}
                type="number"
                validate={numberError}
              />
              <TextField {...field('numberStaffInvolved')} type="number" validate={numberError} />
            </Grid>
          )}
        </div>
      )}
      <RestrictiveInterventionsSection />
    </FormSection>
  );
}
