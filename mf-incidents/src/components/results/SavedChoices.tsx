import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-ui';
import { errorMessage } from '../../data/errors';

export interface Choice<T extends string> {
  value: T;
  /** Accessible name and tooltip. */
  label: string;
  colour: string;
  icon: ReactNode;
}

const ChoiceButton = styled.button<{ $colour: string }>`
  border: 0;
  background: none;
  padding: 4px;
  cursor: pointer;
  color: ${({ $colour }) => $colour};
  opacity: 0.3;
  &[aria-pressed='true'] {
    opacity: 1;
  }
  &:disabled {
    cursor: progress;
  }
`;

/**
 * One icon button per choice; pressing one other than `current` saves it at once (a failure is
 * toasted). The current choice is opaque, the others faded; all wait while a save runs.
 */
export function SavedChoices<T extends string>({
  choices,
  current,
  save,
}: {
  choices: readonly Choice<T>[];
  current: T | null | undefined;
  save: (value: T) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const choose = async (next: T) => {
    if (next === current) return;
    setBusy(true);
    try {
      await save(next);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {choices.map((choice) => (
        <ChoiceButton
          key={choice.value}
          type="button"
          $colour={choice.colour}
          aria-label={choice.label}
          title={choice.label}
          aria-pressed={choice.value === current}
          disabled={busy}
          onClick={() => void choose(choice.value)}
        >
          {choice.icon}
        </ChoiceButton>
      ))}
    </>
  );
}
