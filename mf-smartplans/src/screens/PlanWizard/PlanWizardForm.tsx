import { useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { useSession, useTerms, withTerms } from 'shared-api';
import { PageHeader, ProgressBar, Tabs } from 'shared-ui';
import styled from 'styled-components';
import type { PlanPrefill } from '../../data/plans';
import { fullName } from '../../data/people';
import { DRAFT_NOTE } from './dialogs';
import { DetailsPage } from './pages/DetailsPage';
import { FollowUpPage } from './pages/FollowUpPage';
import { PlanPage } from './pages/PlanPage';
import { SendPage } from './pages/SendPage';
import { NO_TECHNIQUES_TEXT, TechniquesPage } from './pages/TechniquesPage';
import { PersonPrefill } from './PersonPrefill';
import { PlanFooter } from './PlanFooter';
import type { PlanValues } from './planValues';
import { blankValues, valuesFromPrefill } from './prefillValues';
import { LAST_STEP, STEPS } from './steps';
import { stopAt, usePlanActions } from './usePlanActions';

const DraftNote = styled.p`
  background: ${({ theme }) => theme.colours.warningBackground};
  border: 1px solid #e0b341;
  color: ${({ theme }) => theme.colours.text};
  border-radius: 6px;
  padding: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Body = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

export interface PlanWizardFormProps {
  /** The route's person, or null for /behaviour/new/edit. */
  routeUserId: number | null;
  initialPrefill: PlanPrefill | null;
  /** Load the person's plan again (after Delete Draft). */
  onReload: () => void;
}

/** The Smart Behaviour Plan wizard: five tabs over one react-final-form state (spec 1 §2). */
export function PlanWizardForm({ routeUserId, initialPrefill, onReload }: PlanWizardFormProps) {
  const session = useSession();
  const navigate = useNavigate();
  const top = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(0);
  const [prefill, setPrefill] = useState<PlanPrefill | null>(initialPrefill);
  const me = session.userDetails?.id;
  const initialValues = useMemo<PlanValues>(
    () => (initialPrefill ? valuesFromPrefill(initialPrefill, me) : blankValues(me)),
    // The form starts once; later changes come through form.initialize.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const title = prefill
    ? `Smart Behaviour Plan: ${fullName(prefill.subject)}`
    : 'New Smart Behaviour Plan';

  const goTo = (next: number) => {
    if (next < 0) {
      navigate(-1);
      return;
    }
    setStep(Math.min(next, LAST_STEP));
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div ref={top}>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: 'Smart Plans', to: '/plans' },
          { label: prefill?.draftId ? `Draft ${prefill.draftId}` : 'New version' },
        ]}
      />
      {prefill?.draftId && <DraftNote role="note">{DRAFT_NOTE}</DraftNote>}
      <Tabs
        label={title}
        value={String(step)}
        tabs={STEPS.map((label, i) => ({ id: String(i), label, disabled: i !== step }))}
      />
      <ProgressBar step={step} steps={STEPS.length} label={`${title} progress`} />
      <Form<PlanValues>
        onSubmit={() => undefined}
        initialValues={initialValues}
        initialValuesEqual={() => true}
        render={({ form }) => (
          <WizardBody
            step={step}
            form={form}
            prefill={prefill}
            choosePerson={routeUserId === null}
            onPrefill={setPrefill}
            goTo={goTo}
            onReload={onReload}
          />
        )}
      />
    </div>
  );
}

interface WizardBodyProps {
  step: number;
  form: Parameters<typeof usePlanActions>[0]['form'];
  prefill: PlanPrefill | null;
  choosePerson: boolean;
  onPrefill: (prefill: PlanPrefill | null) => void;
  goTo: (step: number) => void;
  onReload: () => void;
}

function WizardBody({
  step,
  form,
  prefill,
  choosePerson,
  onPrefill,
  goTo,
  onReload,
}: WizardBodyProps) {
  const terms = useTerms();
  const actions = usePlanActions({
    form,
    terms,
    prefill,
    goTo,
    onDraftSaved: (id) =>
      prefill && onPrefill({ ...prefill, source: 'draft', draftId: id, formId: id }),
    onDraftDeleted: onReload,
  });
  const next = async () => {
    if (await stopAt(step, form, terms)) return;
    goTo(step + 1);
  };

  let page;
  if (step === 0) page = <PlanPage choosePerson={choosePerson} />;
  else if (step === 1) page = <DetailsPage />;
  else if (step === 2) page = <FollowUpPage logs={prefill?.logs ?? []} />;
  else if (step === 3)
    page = (
      <TechniquesPage
        techniques={prefill?.techniques ?? []}
        emptyText={withTerms(NO_TECHNIQUES_TEXT, terms)}
      />
    );
  else page = <SendPage subject={prefill?.subject ?? null} contacts={prefill?.keyContacts ?? []} />;

  return (
    <>
      {choosePerson && <PersonPrefill onPrefill={onPrefill} />}
      <Body aria-labelledby="plan-step-title">
        <h2 id="plan-step-title">{STEPS[step]}</h2>
        {page}
      </Body>
      <PlanFooter
        last={step === LAST_STEP}
        onBack={() => goTo(step - 1)}
        onNext={() => void next()}
        onSaveForLater={() => void actions.saveForLater()}
        onDeleteDraft={prefill?.draftId ? () => void actions.deleteDraft() : undefined}
        onSubmit={() => void actions.submit()}
      />
    </>
  );
}
