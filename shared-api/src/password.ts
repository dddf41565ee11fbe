import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

export const PASSWORD_MIN_LENGTH = 10;
/** Minimum zxcvbn score (0-4) accepted by the server and the reset/activation forms. */
export const MIN_PASSWORD_SCORE = 2;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  label: 'Insecure' | 'Weak' | 'Average' | 'Good' | 'Strong';
  colour: 'red' | 'orangered' | 'orange' | 'yellowgreen' | 'green';
}

export const PASSWORD_LEVELS: readonly Omit<PasswordStrength, 'score'>[] = [
  { label: 'Insecure', colour: 'red' },
  { label: 'Weak', colour: 'orangered' },
  { label: 'Average', colour: 'orange' },
  { label: 'Good', colour: 'yellowgreen' },
  { label: 'Strong', colour: 'green' },
];

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_WEAK = 'Password is too weak';

// The dictionaries are large: build the matcher once, on first use, and reuse it.
let factory: ZxcvbnFactory | undefined;
function getFactory(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    translations: zxcvbnEn.translations,
    // Levenshtein matching costs ~6x per check (~360 ms on a long passphrase) for little gain;
    // the meter re-scores on every keystroke.
    useLevenshteinDistance: false,
  });
  return factory;
}

/** zxcvbn only looks at the first 100 characters anyway; longer input just costs time. */
const MAX_SCORED_LENGTH = 100;

export function scorePassword(password: string, userInputs: string[] = []): PasswordStrength {
  const score = (
    password ? getFactory().check(password.slice(0, MAX_SCORED_LENGTH), userInputs).score : 0
  ) as PasswordScore;
  const level = PASSWORD_LEVELS[score] ?? PASSWORD_LEVELS[0]!;
  return { score, ...level };
}

/** The one rule server and client share: length first, then strength. */
export function passwordProblem(password: string, userInputs: string[] = []): string | null {
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
    return PASSWORD_TOO_SHORT;
  }
  if (scorePassword(password, userInputs).score < MIN_PASSWORD_SCORE) return PASSWORD_TOO_WEAK;
  return null;
}
