// The form's first values from the server's pre-fill (spec 1 §4): the editable draft as it was
// saved; otherwise the latest Published plan or the incidents as the start of a new version.
import { format } from 'date-fns';
import type { PlanPrefill } from '../../data/plans';
import { fromAnswers, type PlanValues } from './planValues';

export function todayApiDate(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/**
 * A draft keeps every saved answer. A new version (from the latest plan or from incidents) is
 * dated today, completed by the caller, and asks for its own review date.
 */
export function valuesFromPrefill(
  prefill: PlanPrefill,
  me: number | undefined,
  now: Date = new Date(),
): PlanValues {
  const values = fromAnswers(
    Object.entries(prefill.answers).map(([questionKey, response]) => ({ questionKey, response })),
  );
  values.studentName = String(prefill.subject.id);
  if (prefill.source !== 'draft') {
    values.dateOfPlan = todayApiDate(now);
    delete values.reviewDate;
    if (me) values.completedBy = String(me);
  } else if (!values.completedBy && me) {
    values.completedBy = String(me);
  }
  const contacts = new Set(prefill.keyContacts.map((c) => c.email));
  values.notify = prefill.notify.map((c) => c.email).filter((email) => contacts.has(email));
  return values;
}

/** Values of a plan whose person is still to be chosen ('new'). */
export function blankValues(me: number | undefined, now: Date = new Date()): PlanValues {
  return { dateOfPlan: todayApiDate(now), completedBy: me ? String(me) : undefined };
}
