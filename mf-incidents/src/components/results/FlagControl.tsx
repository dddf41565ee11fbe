import styled from 'styled-components';
import { updateSubmission, type Flag } from '../../data/submissions';
import { FlagIcon } from '../icons';
import { SavedChoices, type Choice } from './SavedChoices';

const FLAGS: Choice<Flag>[] = [
  { value: 'none', label: 'No flag', colour: '#8a8fa3', icon: <FlagIcon /> },
  { value: 'green', label: 'Green flag', colour: '#1e7b34', icon: <FlagIcon /> },
  { value: 'yellow', label: 'Yellow flag', colour: '#ff8300', icon: <FlagIcon /> },
  { value: 'red', label: 'Red flag', colour: '#b3261e', icon: <FlagIcon /> },
];

const Group = styled.div`
  display: inline-flex;
  gap: 2px;
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
  return (
    <Group role="group" aria-label="Flag">
      <SavedChoices
        choices={FLAGS}
        current={value ?? 'none'}
        save={async (flag) => {
          await updateSubmission(id, { flag });
          onSaved(flag);
        }}
      />
    </Group>
  );
}
