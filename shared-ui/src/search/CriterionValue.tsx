import { parseCriterionValue, type SearchField } from 'shared-api';
import { timeOptions, type SelectOption } from 'shared-ui';
import { Control } from './Control';
import type { SearchOptions } from './options';

export interface CriterionValueProps {
  id: string;
  field: SearchField | undefined;
  value: string;
  onChange: (value: string) => void;
  options: SearchOptions;
  label: string;
}

/** The time picker's quarter hours (hours 1 to 24), without those past 24:00 the API refuses. */
const SEARCH_TIMES = (() => {
  const { hours, minutes } = timeOptions('plan');
  return hours
    .flatMap((h) => minutes.map((m) => `${h}:${m}`))
    .filter((t) => 'value' in parseCriterionValue('time', t));
})();

const YES_NO: SelectOption[] = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];
const TRUE_FALSE: SelectOption[] = [
  { value: 'True', label: 'True' },
  { value: 'False', label: 'False' },
];

/** The value input of one criterion, shaped by its field type. */
export function CriterionValue({
  id,
  field,
  value,
  onChange,
  options,
  label,
}: CriterionValueProps) {
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
      return select(YES_NO);
    case 'boolean':
      return select(TRUE_FALSE);
    case 'list':
    case 'autocomplete':
    case 'technique':
      return select((field.options && options[field.options]) || []);
    case 'time':
      return select(SEARCH_TIMES.map((t) => ({ value: t, label: t })));
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
