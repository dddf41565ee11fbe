import styled from 'styled-components';

/** A row of a labelled select or input and its button (group picker, staff picker, year group). */
export const InlineControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  label {
    display: flex;
    flex-direction: column;
    font-weight: 600;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  input,
  select {
    font: inherit;
    padding: ${({ theme }) => theme.space(2)};
    min-width: 240px;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colours.white};
  }
`;

/** A labelled select of an InlineControls row, starting with an empty 'Please select'. */
export function PickerSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Please select</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
