import { useState } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-ui';
import { updateSubmission, type Flag } from '../../data/submissions';
import { FlagIcon } from '../icons';

const FLAGS: { value: Flag; label: string; colour: string }[] = [
  { value: 'none', label: 'No flag', colour: '#8a8fa3' },
  { value: 'green', label: 'Green flag', colour: '#1e7b34' },
  { value: 'yellow', label: 'Yellow flag', colour: '#ff8300' },
  { value: 'red', label: 'Red flag', colour: '#b3261e' },
];

const Group = styled.div`
  display: inline-flex;
  gap: 2px;
`;

const FlagButton = styled.button<{ $colour: string }>`
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

/** Four flags; choosing one saves it at once. The chosen flag is opaque, the others faded. */
export function FlagControl({
  id,
  value,
  onSaved,
}: {
  id: number;
  value: Flag | null | undefined;
  onSaved: (flag: Flag) => void;
}) {
  const [busy, setBusy] = useState(false);
  const current = value ?? 'none';
  const choose = async (flag: Flag) => {
    if (flag === current) return;
    setBusy(true);
    try {
      await updateSubmission(id, { flag });
      onSaved(flag);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Unknown Error: Please try again');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group role="group" aria-label="Flag">
      {FLAGS.map((flag) => (
        <FlagButton
          key={flag.value}
          type="button"
          $colour={flag.colour}
          aria-label={flag.label}
          title={flag.label}
          aria-pressed={flag.value === current}
          disabled={busy}
          onClick={() => void choose(flag.value)}
        >
          <FlagIcon />
        </FlagButton>
      ))}
    </Group>
  );
}
