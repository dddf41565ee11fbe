import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-ui';
import { errorMessage } from '../../data/errors';

export interface Choice<T extends string> {
  value: T;
  /** Accessible name and tooltip. */
  label: string;
  /** The state in a word, shown beside the icons ("Red", "Yes"): never colour alone. */
  short: string;
  colour: string;
  icon: ReactNode;
}

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
`;

/** The icons stay on one line; only the state word may move under them. */
const Buttons = styled.span`
  display: inline-flex;
  gap: 2px;
`;

const ChoiceButton = styled.button<{ $colour: string }>`
  display: inline-grid;
  place-items: center;
  min-width: 32px;
  min-height: 32px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  padding: 2px;
  cursor: pointer;
  color: ${({ $colour }) => $colour};
  /* Faded, yet still a visible shape (spec 2 §4: the selected one opaque, the others faded). */
  opacity: 0.55;
  &[aria-pressed='true'] {
    opacity: 1;
    border-color: currentColor;
    background: ${({ theme }) => theme.colours.background};
  }
  &:hover:not(:disabled) {
    opacity: 1;
  }
  &:disabled {
    cursor: progress;
  }
`;

const State = styled.span`
  margin-left: ${({ theme }) => theme.space(1)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colours.text};
  white-space: nowrap;
`;

export const SAVED = 'Saved';
export const UNDONE = 'Change undone';

/**
 * One icon button per choice; pressing one other than `current` saves it at once. The current
 * choice is opaque and ringed, the others faded, and the state is written beside them. A save
 * says "Saved" with an Undo that saves the previous answer back; a failure is toasted.
 */
export function SavedChoices<T extends string>({
  choices,
  current,
  save,
  emptyText,
}: {
  choices: readonly Choice<T>[];
  current: T | null | undefined;
  /** Saves a choice, or null (no answer) when undoing a first answer. */
  save: (value: T | null) => Promise<void>;
  /** The state word when nothing is chosen yet. */
  emptyText: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async (next: T | null): Promise<boolean> => {
    setBusy(true);
    try {
      await save(next);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const choose = async (next: T) => {
    if (next === current) return;
    const previous = current ?? null;
    if (!(await run(next))) return;
    toast.success(SAVED, {
      action: {
        label: 'Undo',
        onClick: () => {
          void run(previous).then((undone) => {
            if (undone) toast.info(UNDONE);
          });
        },
      },
    });
  };
  const chosen = choices.find((c) => c.value === current);
  return (
    <Row>
      <Buttons>
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
      </Buttons>
      {/* Screen readers hear the state from aria-pressed; this is the same for the eye. */}
      <State aria-hidden="true">{chosen?.short ?? emptyText}</State>
    </Row>
  );
}
