import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PasswordStrength } from 'shared-api/password';

export interface PasswordStrengthMeterProps {
  password: string;
  /** Words the password should not be built from (name, e-mail). */
  userInputs?: string[];
}

type Scorer = (password: string, userInputs?: string[]) => PasswordStrength;

// The zxcvbn dictionaries are large: load them on first use, in their own chunk, once per page.
let scorerPromise: Promise<Scorer> | undefined;
function loadScorer(): Promise<Scorer> {
  scorerPromise ??= import('shared-api/password').then((m) => m.scorePassword);
  return scorerPromise;
}

const Wrap = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Track = styled.div`
  height: 8px;
  background: ${({ theme }) => theme.colours.border};
  border-radius: 4px;
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  transition: width 0.2s ease;
`;

// The level colours are the spec's meter colours: they fill the bar and a swatch beside the label.
// The label itself stays in the text colour (red text on white was 3.99:1, orange 2.1:1).
const Label = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colours.text};
`;

const Swatch = styled.span`
  width: 12px;
  height: 12px;
  border-radius: 2px;
  border: 1px solid rgba(0, 0, 0, 0.5);
`;

/** Strength label with a swatch and a bar in the level's colour (Insecure red ... Strong green). */
export function PasswordStrengthMeter({ password, userInputs }: PasswordStrengthMeterProps) {
  const [scorer, setScorer] = useState<Scorer | null>(null);

  useEffect(() => {
    let active = true;
    loadScorer().then((fn) => {
      if (active) setScorer(() => fn);
    });
    return () => {
      active = false;
    };
  }, []);

  if (!scorer) {
    return (
      <Wrap>
        <Track />
      </Wrap>
    );
  }
  const strength = scorer(password, userInputs);
  const width = password ? ((strength.score + 1) / 5) * 100 : 0;
  return (
    <Wrap data-score={strength.score}>
      <Track aria-hidden="true">
        <Fill style={{ width: `${width}%`, background: strength.colour }} />
      </Track>
      <Label aria-live="polite">
        <Swatch
          aria-hidden="true"
          data-colour={strength.colour}
          style={{ background: strength.colour }}
        />
        <span>Password strength: {strength.label}</span>
      </Label>
    </Wrap>
  );
}
