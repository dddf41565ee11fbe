import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useSession } from 'shared-api';
import { toast } from 'shared-ui';
import { fetchPrefill, type PlanPrefill } from '../../data/plans';
import { valuesFromPrefill } from './prefillValues';
import type { PlanValues } from './planValues';

/** Typed on tab 1 before the person was chosen; kept when the person's pre-fill arrives. */
const KEPT = ['dateOfPlan', 'reviewDate', 'completedBy', 'riskNotes'] as const;

/**
 * On /behaviour/new/edit: when a person is chosen, their pre-fill (draft, latest plan or
 * incidents) fills the form; what was typed on tab 1 stays.
 */
export function PersonPrefill({ onPrefill }: { onPrefill: (prefill: PlanPrefill | null) => void }) {
  const form = useForm<PlanValues>();
  const { values } = useFormState<PlanValues>({ subscription: { values: true } });
  const me = useSession().userDetails?.id;
  const chosen = Number(values.studentName) > 0 ? Number(values.studentName) : null;
  const latest = useRef<number | null>(null);

  useEffect(() => {
    latest.current = chosen;
    if (chosen === null) {
      onPrefill(null);
      return;
    }
    void fetchPrefill(chosen)
      .then((prefill) => {
        if (latest.current !== chosen) return;
        const typed = form.getState().values;
        const next = valuesFromPrefill(prefill, me);
        for (const key of KEPT) if (typed[key]) next[key] = typed[key];
        form.initialize(next);
        onPrefill(prefill);
      })
      .catch((error: unknown) => {
        toast.error(error instanceof Error ? error.message : 'Unknown Error: Please try again');
      });
    // Only a new choice of person loads again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);

  return null;
}
