import { useEffect, useId, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { Button, REQUIRED_MESSAGE } from 'shared-ui';
import styled from 'styled-components';
import { emptyList, isListAnswered, type DynamicList, type ListItem } from './dynamicList';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: 8px;
  padding: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;
  legend {
    font-weight: 600;
    color: ${({ theme }) => theme.colours.deepBlue};
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  label {
    display: inline-flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    flex: none;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.colours.orange};
  }
  input[type='text'] {
    font: inherit;
    flex: 1;
    min-width: 0;
    min-height: 40px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: 6px;
  }
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colours.muted};
  font-size: 0.875rem;
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colours.danger};
  font-size: 0.875rem;
`;

export interface DynamicListFieldProps {
  name: string;
  label: string;
  required?: boolean;
}

const validateRequired = (value: DynamicList | undefined) =>
  isListAnswered(value) ? undefined : REQUIRED_MESSAGE;

/**
 * A dynamic list answer: original items (from earlier plans and incidents) are read-only and only
 * ticked or unticked; extra items are typed, added and removed.
 */
export function DynamicListField({ name, label, required }: DynamicListFieldProps) {
  const id = useId();
  const { input, meta } = useField<DynamicList | undefined>(name, {
    validate: required ? validateRequired : undefined,
  });
  const list = input.value || emptyList();
  const [focusExtra, setFocusExtra] = useState<number | null>(null);
  const extraRefs = useRef<(HTMLInputElement | null)[]>([]);
  const error = meta.touched && meta.error ? String(meta.error) : undefined;

  useEffect(() => {
    if (focusExtra !== null) {
      extraRefs.current[focusExtra]?.focus();
      setFocusExtra(null);
    }
  }, [focusExtra]);

  const change = (next: DynamicList) => {
    input.onChange(next);
    input.onBlur();
  };
  const setOriginal = (index: number, checked: boolean) =>
    change({
      ...list,
      original: list.original.map((item, i) => (i === index ? { ...item, checked } : item)),
    });
  const setExtra = (index: number, item: ListItem) =>
    input.onChange({ ...list, extra: list.extra.map((old, i) => (i === index ? item : old)) });
  const removeExtra = (index: number) =>
    change({ ...list, extra: list.extra.filter((_, i) => i !== index) });
  const addExtra = () => {
    input.onChange({ ...list, extra: [...list.extra, { checked: true, value: '' }] });
    setFocusExtra(list.extra.length);
  };

  return (
    <Group
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {label}
        {required && (
          <span aria-hidden="true" style={{ color: '#b3261e' }}>
            {' *'}
          </span>
        )}
      </legend>
      {list.original.length > 0 ? (
        <ul aria-label={`${label}: from earlier records`}>
          {list.original.map((item, index) => (
            <li key={`o${index}`}>
              <label>
                <input
                  type="checkbox"
                  checked={item.checked}
                  onChange={(event) => setOriginal(index, event.target.checked)}
                />
                <span>{item.value}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <Muted>Nothing recorded yet.</Muted>
      )}
      <ul aria-label={`${label}: added items`}>
        {list.extra.map((item, index) => (
          <li key={`e${index}`}>
            <input
              ref={(element) => {
                extraRefs.current[index] = element;
              }}
              type="text"
              aria-label={`${label}: added item ${index + 1}`}
              value={item.value}
              maxLength={2000}
              onChange={(event) => setExtra(index, { ...item, value: event.target.value })}
              onBlur={() => input.onBlur()}
            />
            <Button
              variant="secondary"
              aria-label={`Remove ${label} item ${index + 1}`}
              onClick={() => removeExtra(index)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="link" onClick={addExtra} aria-label={`Add an item to ${label}`}>
        + Add item
      </Button>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Group>
  );
}
