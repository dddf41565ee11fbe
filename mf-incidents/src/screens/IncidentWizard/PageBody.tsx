import type { FormApi } from 'final-form';
import { useFormState } from 'react-final-form';
import styled from 'styled-components';
import type { ResponseIn } from './answers';
import type { ReportRow } from './data/reportApi';
import { BehaviourDetailsPage } from './pages/BehaviourDetailsPage';
import { IncidentPage } from './pages/IncidentPage';
import { PostIncidentLearningPage } from './pages/PostIncidentLearningPage';
import { SendReportPage } from './pages/SendReportPage';
import { TechniquesPage } from './pages/TechniquesPage';
import { neighbour, PAGE_TITLES, PAGES, type PageId, type WizardKind } from './steps';
import { stopAt, useReportActions } from './useReportActions';
import { blockedByBestInterest } from './visibility';
import { useWizard } from './WizardContext';
import { WizardFooter } from './WizardFooter';
import type { WizardValues } from './wizardValues';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const PAGE_COMPONENTS: Record<Exclude<PageId, 'send'>, () => React.JSX.Element> = {
  incident: IncidentPage,
  behaviour: BehaviourDetailsPage,
  deescalation: () => <TechniquesPage kind="deescalation" />,
  physical: () => <TechniquesPage kind="physical" />,
  pil: PostIncidentLearningPage,
};

export interface PageBodyProps {
  kind: WizardKind;
  index: number;
  form: FormApi<WizardValues>;
  report: ReportRow | null;
  baseline: ResponseIn[];
  readOnly: boolean;
  onMove: (index: number) => void;
  onSaved: (report: ReportRow, baseline: ResponseIn[]) => void;
}

/** The current page, its buttons, and the moves between pages (skip rule of spec 2 §2.2). */
export function PageBody(props: PageBodyProps) {
  const { kind, index, form, report, baseline, readOnly, onMove, onSaved } = props;
  const { terms, visibility } = useWizard();
  const { values } = useFormState<WizardValues>({ subscription: { values: true } });
  const page = PAGES[index]!;
  const actions = useReportActions({
    kind,
    form,
    terms,
    visibility,
    report,
    baseline,
    goTo: (target) => onMove(PAGES.indexOf(target)),
    onSaved,
  });

  const back = () => onMove(neighbour(index, -1, values));
  const next = async () => {
    if (!readOnly && (await stopAt(page, form, visibility, terms))) return;
    onMove(neighbour(index, 1, values));
  };
  const canSaveForLater = !readOnly && report?.status !== 'Published';

  if (page === 'send') {
    return (
      <section aria-label={PAGE_TITLES.send}>
        <h2>{PAGE_TITLES.send}</h2>
        <SendReportPage
          studentId={values.studentName}
          onBack={back}
          onSubmit={(contacts) => void actions.submit(contacts)}
        />
      </section>
    );
  }
  const Page = PAGE_COMPONENTS[page];
  return (
    <>
      <Fieldset aria-label={PAGE_TITLES[page]} disabled={readOnly}>
        <h2>{PAGE_TITLES[page]}</h2>
        <Page />
      </Fieldset>
      <WizardFooter
        onBack={back}
        onNext={() => void next()}
        onSaveForLater={canSaveForLater ? () => void actions.saveForLater() : undefined}
        nextDisabled={!readOnly && page === 'incident' && blockedByBestInterest(values, visibility)}
      />
    </>
  );
}
