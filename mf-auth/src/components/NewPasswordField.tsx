import { PasswordField } from 'shared-ui';

/** The password a new account chooses (sign-up, invitation), with the strength meter. */
export function NewPasswordField() {
  return (
    <PasswordField
      name="password"
      label="Password"
      autoComplete="new-password"
      hint="At least 10 characters. A few unrelated words make a strong password."
      required
      requiredMessage="Please choose a password"
      showStrength
    />
  );
}
