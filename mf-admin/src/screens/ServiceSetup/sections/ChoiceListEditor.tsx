import { useId, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Button, Card } from 'shared-ui';
import type { Choice } from '../setupModel';
import { AddRow, Help, ItemList, Problem } from './editorStyles';

interface Props {
  name: 'deescalationTechniques' | 'physicalTechniques' | 'quickBehaviours';
  title: string;
  /** Label of the text input, e.g. 'New de-escalation technique'. */
  inputLabel: string;
  duplicateMessage: string;
  help?: ReactNode;
}

/**
 * A list of techniques or quick behaviours: ticked ones are offered on the forms. Add stays
 * disabled until text is typed; a name already in the list (any case) is refused with the spec's
 * message.
 */
export function ChoiceListEditor({ name, title, inputLabel, duplicateMessage, help }: Props) {
  const { input } = useField<Choice[]>(name, { subscription: { value: true } });
  const items = Array.isArray(input.value) ? input.value : [];
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const inputId = useId();

  const add = () => {
    const next = text.trim();
    if (!next) return;
    if (items.some((item) => item.name.trim().toLowerCase() === next.toLowerCase())) {
      setProblem(duplicateMessage);
      return;
    }
    input.onChange([...items, { name: next, selected: true }]);
    setText('');
    setProblem(undefined);
  };
  const update = (index: number, change: Partial<Choice> | null) =>
    input.onChange(
      change === null
        ? items.filter((_, i) => i !== index)
        : items.map((item, i) => (i === index ? { ...item, ...change } : item)),
    );

  return (
    <Card title={title} aria-label={title}>
      {help && <Help>{help}</Help>}
      <ItemList>
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <label>
              <input
                type="checkbox"
                checked={item.selected}
                onChange={(event) => update(index, { selected: event.target.checked })}
              />
              {item.name}
            </label>
            <Button
              variant="link"
              aria-label={`Remove ${item.name}`}
              onClick={() => update(index, null)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ItemList>
      <AddRow>
        <div>
          <label htmlFor={inputId}>{inputLabel}</label>
          <input
            id={inputId}
            value={text}
            maxLength={100}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button variant="secondary" disabled={!text.trim()} onClick={add}>
          Add
        </Button>
      </AddRow>
      {problem && <Problem role="alert">{problem}</Problem>}
    </Card>
  );
}
