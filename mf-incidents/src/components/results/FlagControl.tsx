import styled from 'styled-components';
import { updateSubmission, type Flag } from '../../data/submissions';
import { FlagIcon } from '../icons';
import { SavedChoices, type Choice } from './SavedChoices';

const FLAGS: Choice<Flag>[] = [
  { value: 'none', label: 'No flag', short: 'None', colour: '#5c6070', icon: <FlagIcon /> },
  { value: 'green', label: 'Green flag', short: 'Green', colour: '#1e7b34', icon: <FlagIcon /> },
  { value: 'yellow', label: 'Yellow flag', short: 'Yellow', colour: '#b35c00', icon: <FlagIcon /> },
  { value: 'red', label: 'Red flag', short: 'Red', colour: '#b3261e', icon: <FlagIcon /> },
];

const Group = styled.div`
  display: inline-flex;
  gap: 2px;
`;

/**
 * Four flags; choosing one saves it at once ("Saved" with Undo). The chosen flag is opaque and
 * ringed, the others faded, and its name is written beside them.
 */
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
        emptyText="None"
        save={async (choice) => {
          const flag = choice ?? 'none';
          await updateSubmission(id, { flag });
          onSaved(flag);
        }}
      />
    </Group>
  );
}
