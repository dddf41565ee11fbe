import { useField } from 'react-final-form';
import { SubmitButton } from 'shared-ui';
import { scoreOf, usePasswordRules } from '../../components/passwordRules';

/** 'Change Password', disabled until the password scores at least 2 of 4 (spec 1 §5, spec 3 §5). */
export function ChangePasswordButton({ field }: { field: string }) {
  const rules = usePasswordRules();
  const { input } = useField<string | undefined>(field, { subscription: { value: true } });
  const password = input.value ?? '';
  const strongEnough = Boolean(
    rules && password && scoreOf(rules, password).score >= rules.MIN_PASSWORD_SCORE,
  );
  return <SubmitButton disabled={!strongEnough}>Change Password</SubmitButton>;
}
