import styled from 'styled-components';
import { FieldFrame, type BaseFieldProps } from './FieldShell';
import { Select } from './SelectField';
import { useFormField } from './useFieldProps';

/** 'plan': hours 1-24, minutes 00/15/30/45. 'calendar': hours 00-23, minutes 00-59. */
export type TimeVariant = 'plan' | 'calendar';

export interface TimeFieldProps extends BaseFieldProps<string | undefined> {
  variant?: TimeVariant;
}

const pad = (n: number) => String(n).padStart(2, '0');
const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => pad(from + i * step));

export function timeOptions(variant: TimeVariant): { hours: string[]; minutes: string[] } {
  return variant === 'plan'
    ? { hours: range(1, 24), minutes: range(0, 45, 15) }
    : { hours: range(0, 23), minutes: range(0, 59) };
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  select {
    width: auto;
    min-width: 5.5rem;
  }
`;

function split(value: unknown): [string, string] {
  const match = typeof value === 'string' ? /^(\d{1,2}):(\d{2})/.exec(value) : null;
  return match ? [match[1]!.padStart(2, '0'), match[2]!] : ['', ''];
}

/** The value is 'HH:mm'; choosing an hour first fills minutes with 00. */
export function TimeField({
  name,
  label,
  required,
  requiredMessage,
  validate,
  hint,
  disabled,
  id,
  variant = 'plan',
}: TimeFieldProps) {
  const {
    input,
    error,
    id: fieldId,
  } = useFormField<string | undefined>({
    name,
    id,
    required,
    requiredMessage,
    validate,
  });
  const { hours, minutes } = timeOptions(variant);
  const [hour, minute] = split(input.value);

  const update = (nextHour: string, nextMinute: string) => {
    if (!nextHour) input.onChange(undefined);
    else input.onChange(`${nextHour}:${nextMinute || minutes[0]}`);
  };

  const common = {
    disabled,
    onFocus: input.onFocus,
    onBlur: input.onBlur,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
  };
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error} group>
      <Row>
        <Select
          {...common}
          id={fieldId}
          aria-label="Hours"
          value={hour}
          onChange={(event) => update(event.target.value, minute)}
        >
          <option value="">hh</option>
          {hours.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </Select>
        <span aria-hidden="true">:</span>
        <Select
          {...common}
          id={`${fieldId}-minutes`}
          aria-label="Minutes"
          value={minutes.includes(minute) ? minute : ''}
          onChange={(event) => update(hour || hours[0]!, event.target.value)}
        >
          <option value="">mm</option>
          {minutes.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </Select>
      </Row>
    </FieldFrame>
  );
}
