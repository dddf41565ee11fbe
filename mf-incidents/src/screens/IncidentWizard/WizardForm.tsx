import { useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { isSafeguardingLead, planOf, useSession, useTerms } from 'shared-api';
import { PageHeader, ProgressBar, Tabs } from 'shared-ui';
import { CommentsPanel } from '../../components/comments/CommentsPanel';
import { mayRecord, REASONS } from '../../permissions';
import { toResponses, type ResponseIn } from './answers';
import type { ReportRow } from './data/reportApi';
import { PageBody } from './PageBody';
import { PAGES, tabsFor, type WizardKind } from './steps';
import { useWizardTitle } from './useWizardTitle';
import type { VisibilityContext } from './visibility';
import { WizardContext } from './WizardContext';
import { defaultValues, pilExtraDefaults, type WizardValues } from './wizardValues';

export interface WizardFormProps {
  kind: WizardKind;
  userid: string | undefined;
  formId: string | undefined;
  report: ReportRow | null;
  loadedValues: WizardValues;
}

export function WizardForm({ kind, userid, formId, report, loadedValues }: WizardFormProps) {
  const session = useSession();
  const terms = useTerms();
  const navigate = useNavigate();
  const top = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [saved, setSaved] = useState<{ report: ReportRow; baseline: ResponseIn[] } | null>(null);
  const me = session.userDetails?.id;
  const org = session.activeOrg;

  const published = report?.status === 'Published';
  const collaborator = Boolean(me && report?.collaborators?.includes(me));
  const author = Boolean(me && report?.author === me);
  // The server says whether the caller may publish a new version (the rule of its edit check:
  // author or collaborator of any version of the chain, or a safeguarding lead).
  const mayEdit = report?.mayEdit ?? (author || collaborator || isSafeguardingLead(session));
  const viewer = Boolean(formId) && published && !mayEdit;
  // Without incidentCreate the server refuses every save: the form is shown read-only too.
  const cannotRecord = !mayRecord(session);
  const readOnly = viewer || cannotRecord;

  const visibility: VisibilityContext = useMemo(
    () => ({
      creating: !published,
      pilExtras: Boolean(org?.enablePILExtras),
      hideExclusions: planOf(session) === 'Care',
      highLevel: kind === 'highlevel',
    }),
    [published, org?.enablePILExtras, session, kind],
  );

  const subjectFromRoute = userid && /^\d+$/.test(userid) ? userid : undefined;
  const initialValues = useMemo<WizardValues>(
    () => ({
      ...defaultValues(subjectFromRoute),
      ...(report || !visibility.pilExtras ? {} : pilExtraDefaults()),
      ...loadedValues,
    }),
    [subjectFromRoute, report, visibility.pilExtras, loadedValues],
  );
  const initialBaseline = useMemo(
    () => toResponses(initialValues, terms, visibility),
    [initialValues, terms, visibility],
  );
  const current = saved?.report ?? report;
  const baseline = saved?.baseline ?? initialBaseline;
  const title = useWizardTitle(kind, userid);
  const tabs = tabsFor(kind);
  const page = PAGES[index]!;
  const activeTab = tabs.findIndex((t) => t.pages.includes(page));

  const goTo = (next: number) => {
    if (next < 0) {
      navigate(-1);
      return;
    }
    setIndex(Math.min(next, PAGES.length - 1));
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div ref={top}>
      <PageHeader
        title={title}
        breadcrumbs={[
          {
            label: current?.reference ? `Incident No: besmart-${current.reference}` : 'New Report',
          },
        ]}
      />
      {viewer && (
        <p role="status">
          You are viewing this report. Only its author, its collaborators and safeguarding leads can
          change it.
        </p>
      )}
      {!viewer && cannotRecord && <p role="status">{REASONS.record}.</p>}
      <Tabs
        label={title}
        value={String(activeTab)}
        tabs={tabs.map((t, i) => ({ id: String(i), label: t.title, disabled: i !== activeTab }))}
      />
      <ProgressBar step={index} steps={PAGES.length} label={`${title} progress`} />
      <Form<WizardValues>
        onSubmit={() => undefined}
        initialValues={initialValues}
        initialValuesEqual={() => true}
        render={({ form }) => (
          <WizardContext.Provider value={{ terms, visibility, readOnly }}>
            <PageBody
              kind={kind}
              index={index}
              form={form}
              report={current}
              baseline={baseline}
              readOnly={readOnly}
              onMove={goTo}
              onSaved={(next, responses) => setSaved({ report: next, baseline: responses })}
            />
          </WizardContext.Provider>
        )}
      />
      <CommentsPanel
        submissionId={current?.id ?? null}
        canWrite={Boolean(current) && (author || collaborator || !report)}
      />
    </div>
  );
}
