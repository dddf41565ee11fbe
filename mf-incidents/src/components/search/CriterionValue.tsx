import type { SelectOption } from 'shared-ui';
import { timeOptions } from 'shared-ui';
import type { OptionSource, SearchField } from './searchFields';
import { Control } from './controls';

interface Props {
  id: string;
  field: SearchField | undefined;
  value: string;
  onChange: (value: string) => void;
  options: Record<OptionSource, SelectOption[]>;
  label: string;
}

const PLAN_TIMES = (() => {
  const { hours, minutes } = timeOptions('plan');
  return hours.flatMap((h) => minutes.map((m) => `${h}:${m}`));
})();

/** The value input of one criterion, shaped by its field type. */
export function CriterionValue({ id, field, value, onChange, options, label }: Props) {
  const common = { id, 'aria-label': label, value };
  if (!field) return <Control as="input" {...common} disabled placeholder="Choose a field first" />;
  const select = (choices: SelectOption[]) => (
    <Control as="select" {...common} onChange={(e) => onChange(e.target.value)}>
      <option value="">Please select</option>
      {choices.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Control>
  );
  switch (field.type) {
    case 'yesno':
      return select([
        { value: 'Yes', label: 'Yes' },
        { value: 'No', label: 'No' },
      ]);
    case 'list':
    case 'autocomplete':
    case 'technique':
      return select(field.options ? options[field.options] : []);
    case 'time':
      return select(PLAN_TIMES.map((t) => ({ value: t, label: t })));
    case 'integer':
      return (
        <Control
          as="input"
          type="number"
          step={1}
          {...common}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'date':
      return (
        <Control
          as="input"
          {...common}
          placeholder="dd/mm/yyyy"
          inputMode="numeric"
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return <Control as="input" {...common} onChange={(e) => onChange(e.target.value)} />;
  }
}
