// Save for later, Submit and Delete Draft (spec 1 §2, §4, §5, §8).
import type { FormApi } from 'final-form';
import { useNavigate } from 'react-router-dom';
import type { TermsWithCapitals } from 'shared-api';
import { toast } from 'shared-ui';
import { archivePlan, savePlan, type PlanPrefill } from '../../data/plans';
import {
  askYesNo,
  DELETE_DRAFT_CONFIRMATION,
  DRAFT_DELETED,
  PLAN_ADDED,
  SAVED_FOR_LATER,
  SEND_CONFIRMATION,
  showIncomplete,
  showNotice,
} from './dialogs';
import { NOTIFY_LABEL } from './pages/SendPage';
import { toResponses, type PlanValues } from './planValues';
import { questionText } from './questions';
import { LAST_STEP } from './steps';
import { firstMissing, requiredKeys, reviewDateProblem } from './validation';

interface Options {
  form: FormApi<PlanValues>;
  terms: TermsWithCapitals;
  /** The pre-fill of the chosen person (null while none is chosen). */
  prefill: PlanPrefill | null;
  goTo: (step: number) => void;
  /** A saved draft becomes the draft this page edits. */
  onDraftSaved: (id: number) => void;
  /** After Delete Draft: load the person's plan again. */
  onDraftDeleted: () => void;
}

const message = (error: unknown) =>
  error instanceof Error ? error.message : 'Unknown Error: Please try again';

/** Marks the tab's required questions touched so their errors show, then names the first. */
export async function stopAt(
  step: number,
  form: FormApi<PlanValues>,
  terms: TermsWithCapitals,
): Promise<boolean> {
  const values = form.getState().values;
  const missing = firstMissing(step, values, terms);
  const badDates = step === 0 ? reviewDateProblem(values) : undefined;
  if (!missing && !badDates) return false;
  for (const key of requiredKeys(step)) form.blur(key as keyof PlanValues);
  if (missing) await showIncomplete(missing);
  else await showNotice(badDates!);
  return true;
}

export function usePlanActions({
  form,
  terms,
  prefill,
  goTo,
  onDraftSaved,
  onDraftDeleted,
}: Options) {
  const navigate = useNavigate();

  const payload = (status: 'Draft' | 'Published', values: PlanValues) => {
    const chosen = new Set(values.notify ?? []);
    return {
      status,
      subject: Number(values.studentName),
      formId: prefill?.formId ?? undefined,
      notify: (prefill?.keyContacts ?? [])
        .filter((c) => chosen.has(c.email))
        .map(({ firstName, lastName, email }) => ({ firstName, lastName, email })),
      responses: toResponses(values, terms),
    };
  };

  const saveForLater = async () => {
    const values = form.getState().values;
    if (!(Number(values.studentName) > 0) || !prefill) {
      goTo(0);
      await showIncomplete(questionText('studentName', terms));
      return;
    }
    try {
      const saved = await savePlan(payload('Draft', values));
      toast.success(SAVED_FOR_LATER);
      onDraftSaved(saved.id);
    } catch (error) {
      toast.error(message(error));
    }
  };

  const submit = async () => {
    for (let step = 0; step < LAST_STEP; step += 1) {
      const values = form.getState().values;
      if (firstMissing(step, values, terms) || (step === 0 && reviewDateProblem(values))) {
        goTo(step);
        await stopAt(step, form, terms);
        return;
      }
    }
    const values = form.getState().values;
    const contacts = prefill?.keyContacts ?? [];
    const chosen = (values.notify ?? []).length;
    if (contacts.length > 0 && chosen === 0) {
      form.blur('notify');
      await showIncomplete(NOTIFY_LABEL);
      return;
    }
    if (chosen > 0 && !(await askYesNo(SEND_CONFIRMATION))) return;
    try {
      await savePlan(payload('Published', values));
      toast.success(PLAN_ADDED);
      navigate('/serviceusers');
    } catch (error) {
      toast.error(message(error));
    }
  };

  const deleteDraft = async () => {
    const id = prefill?.draftId;
    if (!id || !(await askYesNo(DELETE_DRAFT_CONFIRMATION))) return;
    try {
      await archivePlan(id);
      toast.success(DRAFT_DELETED);
      onDraftDeleted();
    } catch (error) {
      toast.error(message(error));
    }
  };

  return { saveForLater, submit, deleteDraft };
}
