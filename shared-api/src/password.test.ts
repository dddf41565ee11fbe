/**
 * @jest-environment node
 */
import {
  MIN_PASSWORD_SCORE,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  scorePassword,
} from './password';

describe('scorePassword', () => {
  it('rates common and short passwords Insecure or Weak', () => {
    expect(scorePassword('')).toEqual({ score: 0, label: 'Insecure', colour: 'red' });
    expect(scorePassword('password').score).toBe(0);
    expect(scorePassword('password1').label).toBe('Insecure');
    expect(scorePassword('abc12').score).toBeLessThan(MIN_PASSWORD_SCORE);
  });

  it('rates long random passphrases Strong in green', () => {
    expect(scorePassword('correct-Horse-battery-staple-9!')).toEqual({
      score: 4,
      label: 'Strong',
      colour: 'green',
    });
  });

  it.each([
    ['password', 0, 'Insecure', 'red'],
    ['qwerty12345', 1, 'Weak', 'orangered'],
    ['summer2024!', 2, 'Average', 'orange'],
    ['walrus88pen', 3, 'Good', 'yellowgreen'],
    ['BeSmart-Demo-2026!', 4, 'Strong', 'green'],
  ])('scores %j as %i (%s, %s)', (password, score, label, colour) => {
    expect(scorePassword(password)).toEqual({ score, label, colour });
  });

  it('penalises passwords built from the user inputs', () => {
    expect(scorePassword('Jonathan.Smithson', ['jonathan', 'smithson']).score).toBeLessThanOrEqual(
      scorePassword('Jonathan.Smithson').score,
    );
  });
});

describe('passwordProblem', () => {
  it('rejects short passwords first', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblem('Xy7!kq')).toBe('Password must be at least 10 characters');
  });

  it('rejects long but weak passwords', () => {
    expect(passwordProblem('password123')).toBe('Password is too weak');
    expect(passwordProblem('aaaaaaaaaaaa')).toBe('Password is too weak');
  });

  it('accepts the demo password', () => {
    expect(passwordProblem('BeSmart-Demo-2026!')).toBeNull();
  });
});
