import { useEffect, useState } from 'react';

type PasswordModule = typeof import('shared-api/password');
type Strength = ReturnType<PasswordModule['scorePassword']>;

// The zxcvbn dictionaries are large: load them once, in their own chunk, only on the screens
// that set a password.
let loading: Promise<PasswordModule> | undefined;
export function loadPasswordRules(): Promise<PasswordModule> {
  loading ??= import('shared-api/password');
  return loading;
}

/** The shared password rules (scorePassword, passwordProblem, ...) once loaded; null until then. */
export function usePasswordRules(): PasswordModule | null {
  const [rules, setRules] = useState<PasswordModule | null>(null);
  useEffect(() => {
    let active = true;
    void loadPasswordRules().then((module) => {
      if (active) setRules(module);
    });
    return () => {
      active = false;
    };
  }, []);
  return rules;
}

// Scoring a long passphrase costs hundreds of milliseconds: never score the same text twice
// (the button state and the submit check ask about the same value on every render).
const scores = new Map<string, Strength>();
export function scoreOf(rules: PasswordModule, password: string): Strength {
  let strength = scores.get(password);
  if (!strength) {
    strength = rules.scorePassword(password);
    if (scores.size > 50) scores.clear();
    scores.set(password, strength);
  }
  return strength;
}

/**
 * The server's message for a password it would refuse ('Password must be at least 10
 * characters', 'Password is too weak'). Checked on submit, not on every keystroke.
 */
export async function passwordProblemOf(password: string): Promise<string | undefined> {
  return (await loadPasswordRules()).passwordProblem(password) ?? undefined;
}
