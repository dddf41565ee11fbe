import { useState } from 'react';
import styled from 'styled-components';
import { toast } from 'shared-ui';
import { updateSubmission, type YesNo } from '../../data/submissions';
import { ThumbDownIcon, ThumbUpIcon } from '../icons';

const Thumb = styled.button<{ $colour: string }>`
  border: 0;
  background: none;
  padding: 4px;
  cursor: pointer;
  color: ${({ $colour }) => $colour};
  opacity: 0.3;
  &[aria-pressed='true'] {
    opacity: 1;
  }
`;

/** Parents informed yes / no, saved at once. */
export function ParentsInformedControl({
  id,
  value,
  onSaved,
}: {
  id: number;
  value: YesNo | null | undefined;
  onSaved: (value: YesNo) => void;
}) {
  const [busy, setBusy] = useState(false);
  const choose = async (next: YesNo) => {
    if (next === value) return;
    setBusy(true);
    try {
      await updateSubmission(id, { parentsInformed: next });
      onSaved(next);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Unknown Error: Please try again');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="group" aria-label="Parents Informed">
      <Thumb
        type="button"
        $colour="#1e7b34"
        aria-label="Parents informed: yes"
        title="Parents informed: yes"
        aria-pressed={value === 'yes'}
        disabled={busy}
        onClick={() => void choose('yes')}
      >
        <ThumbUpIcon />
      </Thumb>
      <Thumb
        type="button"
        $colour="#b3261e"
        aria-label="Parents informed: no"
        title="Parents informed: no"
        aria-pressed={value === 'no'}
        disabled={busy}
        onClick={() => void choose('no')}
      >
        <ThumbDownIcon />
      </Thumb>
    </div>
  );
}
