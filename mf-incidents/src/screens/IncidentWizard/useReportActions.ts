// Save for later and Submit Report (spec 2 §4): only answers with content are sent; an unchanged
// report is refused with a warning; a chosen key contact is confirmed first.
import type { FormApi } from 'final-form';
import { useNavigate } from 'react-router-dom';
import type { TermsWithCapitals } from 'shared-api';
import { confirmDialog, toast } from 'shared-ui';
import { createSubmission, type KeyContact } from '../../data';
import { sameAnswers, toResponses, type ResponseIn } from './answers';
import type { ReportRow } from './data/reportApi';
import {
  NO_CHANGES,
  REPORT_ADDED,
  SAVED_FOR_LATER,
  SEND_CONFIRMATION,
  showIncomplete,
} from './dialogs';
import { questionText } from './questions';
import { PAGES, type PageId, type WizardKind } from './steps';
import { firstProblem, requiredKeys } from './validation';
import type { VisibilityContext } from './visibility';
import type { WizardValues } from './wizardValues';

interface Options {
  kind: WizardKind;
  form: FormApi<WizardValues>;
  terms: TermsWithCapitals;
  visibility: VisibilityContext;
  report: ReportRow | null;
  baseline: ResponseIn[];
  goTo: (page: PageId) => void;
  /** A draft saved here becomes the version the next save replaces. */
  onSaved: (report: ReportRow, baseline: ResponseIn[]) => void;
}

const PUBLISH_CHECKED: PageId[] = ['incident', 'behaviour', 'pil'];

/** Marks the page's required questions as touched so their errors show, then names the first. */
export async function stopAt(
  page: PageId,
  form: FormApi<WizardValues>,
  visibility: VisibilityContext,
  terms: TermsWithCapitals,
): Promise<boolean> {
  const values = form.getState().values;
  const problem = firstProblem(page, values, visibility, terms);
  if (!problem) return false;
  for (const key of requiredKeys(page, values, visibility)) form.blur(key);
  await showIncomplete(problem);
  return true;
}

export function useReportActions(options: Options) {
  const { kind, form, terms, visibility, report: current, baseline, goTo, onSaved } = options;
  const navigate = useNavigate();
  const published = current?.status === 'Published';

  const send = async (status: 'Draft' | 'Published', contacts: KeyContact[] = []) => {
    const values = form.getState().values;
    const responses = toResponses(values, terms, visibility);
    const unchanged = sameAnswers(responses, baseline);
    // Publishing a saved draft as it is, is a change of status; anything else unchanged is refused.
    if (unchanged && (status === 'Draft' || !current || published)) {
      toast.warning(NO_CHANGES);
      return;
    }
    if (contacts.length > 0 && !(await confirmDialog(SEND_CONFIRMATION))) return;
    const subject = Number(values.studentName);
    try {
      const result = await createSubmission({
        type: 'incidentreport',
        // An existing report keeps its own subType whichever wizard route opened it.
        subType:
          current?.subType === 'lowlevel' || current?.subType === 'highlevel'
            ? current.subType
            : kind,
        status,
        subject,
        formId: current?.id,
        notify: contacts.map(({ firstName, lastName, email }) => ({ firstName, lastName, email })),
        responses,
      });
      if (status === 'Published') {
        toast.success(REPORT_ADDED);
        navigate(`/incident/${subject}/completion`);
        return;
      }
      toast.success(SAVED_FOR_LATER);
      onSaved(
        { ...current, id: result.id, reference: result.reference, status: 'Draft' },
        responses,
      );
    } catch (error) {
      const message = (error as Error).message;
      if (message === NO_CHANGES) toast.warning(message);
      else toast.error(message);
    }
  };

  const saveForLater = async () => {
    if (!form.getState().values.studentName) {
      await showIncomplete(questionText('studentName', terms));
      return;
    }
    await send('Draft');
  };

  const submit = async (contacts: KeyContact[]) => {
    for (const page of PAGES.filter((p) => PUBLISH_CHECKED.includes(p))) {
      if (firstProblem(page, form.getState().values, visibility, terms)) {
        goTo(page);
        await stopAt(page, form, visibility, terms);
        return;
      }
    }
    await send('Published', contacts);
  };

  return { saveForLater, submit };
}
