import { TextField } from 'shared-ui';
import { ConductSection } from '../sections/ConductSection';
import { InjuriesSection, MedicalQuestion } from '../sections/InjuriesSection';
import { InterventionSection } from '../sections/InterventionSection';
import { PeopleSection } from '../sections/PeopleSection';
import { RestraintTextsSection } from '../sections/RestraintSections';
import { usePage } from '../WizardContext';
import { FormSection } from './FormSection';

/** Page one of both wizards (spec 2 §3.2 "Page one fields"). */
export function IncidentPage() {
  const { label, values } = usePage('incident');
  return (
    <>
      <PeopleSection />
      <ConductSection />
      <InterventionSection />
      <RestraintTextsSection />
      <FormSection title="Injuries and first aid">
        <MedicalQuestion />
      </FormSection>
      {values.medicalInterventionRequired === 'Yes' && <InjuriesSection />}
      <FormSection title="Description">
        <TextField name="incidentDescription" label={label('incidentDescription')} multiline={5} />
      </FormSection>
    </>
  );
}
