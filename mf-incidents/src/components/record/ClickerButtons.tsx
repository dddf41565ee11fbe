import { useState } from 'react';
import styled from 'styled-components';
import { Button, toast } from 'shared-ui';
import { recordClicker } from '../../data/submissions';
import { errorMessage } from '../../data/errors';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  button {
    width: 240px;
  }
`;

/** One button per quick behaviour; a press records one clicker for the chosen person. */
export function ClickerButtons({
  behaviours,
  subject,
}: {
  behaviours: string[];
  /** The chosen service user; buttons wait for one. */
  subject: number | null;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const press = async (behaviour: string) => {
    if (subject === null) return;
    setBusy(behaviour);
    try {
      await recordClicker(subject, behaviour);
      toast.success(`${behaviour} Recorded`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Row role="group" aria-label="Behaviour Clicker">
      {behaviours.map((behaviour) => (
        <Button
          key={behaviour}
          type="button"
          variant="secondary"
          disabled={subject === null || busy !== null}
          aria-busy={busy === behaviour || undefined}
          onClick={() => void press(behaviour)}
        >
          {behaviour}
        </Button>
      ))}
    </Row>
  );
}
