import styled from 'styled-components';
import { TextField } from 'shared-ui';
import { useField } from 'react-final-form';

const HEX = /^#[0-9a-f]{6}$/i;
export const COLOUR_MESSAGE = 'Enter a colour as #rrggbb';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 56px;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  input[type='color'] {
    margin-top: 28px;
    width: 56px;
    height: 40px;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: 6px;
  }
`;

/** A required #rrggbb text field with a colour picker next to it (both edit the same value). */
export function ColourField({ name, label }: { name: string; label: string }) {
  const { input } = useField<string | undefined>(name, { subscription: { value: true } });
  const value = typeof input.value === 'string' && HEX.test(input.value) ? input.value : '#000000';
  return (
    <Row>
      <TextField
        name={name}
        label={label}
        required
        maxLength={7}
        validate={(text) => (text && !HEX.test(text.trim()) ? COLOUR_MESSAGE : undefined)}
      />
      <input
        type="color"
        aria-label={`${label} picker`}
        value={value}
        onChange={(event) => input.onChange(event.target.value)}
      />
    </Row>
  );
}
