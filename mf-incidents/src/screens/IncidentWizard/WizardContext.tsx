// What every page needs besides the form values: terms, organisation flags, visibility and
// whether the report is read-only for this user.
import { createContext, useContext } from 'react';
import { useFormState } from 'react-final-form';
import type { TermsWithCapitals } from 'shared-api';
import { questionText } from './questions';
import type { PageId } from './steps';
import { isRequired } from './validation';
import type { VisibilityContext } from './visibility';
import type { WizardValues } from './wizardValues';

export interface WizardContextValue {
  terms: TermsWithCapitals;
  visibility: VisibilityContext;
  readOnly: boolean;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside the incident wizard');
  return value;
}

/** Current values plus helpers to label a question and tell whether it is required on `page`. */
export function usePage(page: PageId) {
  const wizard = useWizard();
  const { values } = useFormState<WizardValues>({ subscription: { values: true } });
  const label = (key: string) => questionText(key, wizard.terms);
  const required = (key: string) => isRequired(key, page, values, wizard.visibility);
  return {
    ...wizard,
    values,
    label,
    required,
    /** A question's name, label and required flag, to spread onto its field. */
    field: (key: string) => ({ name: key, label: label(key), required: required(key) }),
  };
}
