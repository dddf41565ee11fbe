import { updateSubmission, type YesNo } from '../../data/submissions';
import { ThumbDownIcon, ThumbUpIcon } from '../icons';
import { SavedChoices, type Choice } from './SavedChoices';

const ANSWERS: Choice<YesNo>[] = [
  {
    value: 'yes',
    label: 'Parents informed: yes',
    short: 'Yes',
    colour: '#1e7b34',
    icon: <ThumbUpIcon />,
  },
  {
    value: 'no',
    label: 'Parents informed: no',
    short: 'No',
    colour: '#b3261e',
    icon: <ThumbDownIcon />,
  },
];

/** Parents informed yes / no, saved at once ("Saved" with Undo, which can clear a first answer). */
export function ParentsInformedControl({
  id,
  value,
  onSaved,
}: {
  id: number;
  value: YesNo | null | undefined;
  onSaved: (value: YesNo | null) => void;
}) {
  return (
    <div role="group" aria-label="Parents Informed">
      <SavedChoices
        choices={ANSWERS}
        current={value}
        emptyText="Not set"
        save={async (next) => {
          await updateSubmission(id, { parentsInformed: next });
          onSaved(next);
        }}
      />
    </div>
  );
}
