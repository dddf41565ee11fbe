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

const Label = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-weight: 700;
  /* The level colours are the spec's; a dark outline keeps yellowgreen/orange legible. */
  text-shadow: 0 0 1px rgba(0, 0, 0, 0.6);
`;

/** Strength label in the level's colour (Insecure red ... Strong green) and a bar. */
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
      <Label aria-live="polite" style={{ color: strength.colour }}>
        Password strength: {strength.label}
      </Label>
    </Wrap>
  );
}
