import { Form } from 'react-final-form';
import { useApi, useSession, useTerms } from 'shared-api';
import { useAdminAccess } from '../../access/useAdminAccess';
import { Card, PageHeader, Spinner, SubmitButton } from 'shared-ui';
import { FormActions, LoadError, Notice, Page, Stack } from '../SystemUsers/ui';
import { saveSetup } from './saveSetup';
import { SETTINGS_TYPE, toSetupValues, type SetupValues } from './setupModel';
import { AcademicYearSection } from './sections/AcademicYearSection';
import { ChoiceListEditor } from './sections/ChoiceListEditor';
import { ConnectCpoms, CpomsSection } from './sections/CpomsSection';
import { FeaturesSection } from './sections/FeaturesSection';
import { SettingTypeSection } from './sections/SettingTypeSection';
import { LeadsEditor } from './sections/LeadsEditor';
import { TermsSection } from './sections/TermsSection';

export const TAG_QUERY = {
  where: { type: SETTINGS_TYPE },
  fields: 'type,key,value',
  limit: 100,
} as const;
export const NO_PERMISSION = 'You do not have permission to change the {service} setup.';

const LEAD_COPY = 'Leads receive a copy of completed incident reports, logs and plans.';

/** /servicesetup: the organisation's terms, academic year, leads, techniques and switches. */
export function ServiceSetupScreen() {
  const session = useSession();
  const terms = useTerms();
  const orgId = session.activeOrg?.id;
  const allowed = useAdminAccess().can('changeServiceSetup');
  const tags = useApi(
    allowed ? '/api/organisationtag' : null,
    { query: TAG_QUERY },
    { revalidateOnFocus: false },
  );
  const org = useApi(allowed && orgId ? `/api/organisation/${orgId}` : null, undefined, {
    revalidateOnFocus: false,
  });
  const title = `${terms.Service} Setup`;

  if (!allowed || orgId === undefined) {
    return (
      <Page>
        <PageHeader title={title} />
        <Card>
          <Notice role="alert">{NO_PERMISSION.replace('{service}', terms.service)}</Notice>
        </Card>
      </Page>
    );
  }
  const error = tags.error ?? org.error;
  if (error || !tags.data || !org.data) {
    return (
      <Page>
        <PageHeader title={title} />
        <Card>{error ? <LoadError error={error} /> : <Spinner label="Loading settings..." />}</Card>
      </Page>
    );
  }

  const organisation = org.data.data;
  const initialDomain = organisation.cpomsDomain?.trim() ?? '';
  const isGlobalAdmin = session.userDetails?.isglobaladmin === true;

  return (
    <Page>
      <PageHeader title={title} />
      <Form<SetupValues>
        onSubmit={(values) => void saveSetup(values, orgId, initialDomain)}
        initialValues={toSetupValues(tags.data.data, organisation)}
        initialValuesEqual={() => true}
        subscription={{ submitting: true }}
        render={({ handleSubmit }) => (
          <form noValidate aria-label={title} onSubmit={handleSubmit}>
            <Stack>
              <TermsSection />
              <AcademicYearSection />
              <LeadsEditor name="behaviourLeads" title="Behaviour leads" help={LEAD_COPY} />
              <LeadsEditor
                name="safeguardingLeads"
                title="Safeguarding leads"
                lowercaseEmail
                help={`${LEAD_COPY} Safeguarding leads may view all incidents and access Analytics and the System Users page: this list defines who may.`}
              />
              <ChoiceListEditor
                name="deescalationTechniques"
                title="De-escalation techniques"
                inputLabel="New de-escalation technique"
                duplicateMessage="Deescalation technique already exists, please add a different one"
                help="Ticked techniques are offered on incident reports and Smart Plans. Other ideas: Success reminded, Listening, Acknowledgement, Removing audience."
              />
              <ChoiceListEditor
                name="physicalTechniques"
                title="Physical techniques"
                inputLabel="New physical technique"
                duplicateMessage="Physical technique already exists, please add a different one"
                help="For example: Figure of 4, Single elbow, Break way techniques, Team Control, Guiding hold, Double Embrace."
              />
              <ChoiceListEditor
                name="quickBehaviours"
                title="Quick behaviours"
                inputLabel="New quick behaviour"
                duplicateMessage="Quick behaviour already exists, please add a different one"
                help="Ticked behaviours appear as Behaviour Clicker buttons on the Record hub."
              />
              <SettingTypeSection />
              <FeaturesSection
                aiTermsAcceptedBy={org.data?.data.aiTermsAcceptedBy ?? null}
                aiTermsAcceptedAt={org.data?.data.aiTermsAcceptedAt ?? null}
              />
              {initialDomain ? <CpomsSection /> : isGlobalAdmin && <ConnectCpoms />}
            </Stack>
            <FormActions>
              <SubmitButton>Save</SubmitButton>
            </FormActions>
          </form>
        )}
      />
    </Page>
  );
}
