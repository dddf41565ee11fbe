import { useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { describedBy, FieldFrame, Input, type BaseFieldProps } from './FieldShell';
import type { SelectOption } from './SelectField';
import { useFormField } from './useFieldProps';

export interface SearchableSelectFieldProps extends BaseFieldProps<string | undefined> {
  options: SelectOption[];
  placeholder?: string;
  /** Shown when nothing matches (default 'No matches found'). */
  noMatchesText?: string;
  /** Most options listed at once; typing narrows the rest (default 100). */
  maxShown?: number;
}

const Wrap = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  max-height: 260px;
  overflow-y: auto;
  margin: 2px 0 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colours.white};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  cursor: pointer;
  &[data-active='true'] {
    background: ${({ theme }) => theme.colours.infoBackground};
  }
  &[aria-selected='true'] {
    font-weight: 700;
  }
`;

const Note = styled.li`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colours.muted};
`;

/** Case-insensitive "contains" match on the option label. */
export function filterOptions(options: SelectOption[], query: string): SelectOption[] {
  const q = query.trim().toLowerCase();
  return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
}

export function SearchableSelectField({
  name,
  label,
  required,
  requiredMessage,
  validate,
  hint,
  disabled,
  id,
  options,
  placeholder = 'Type to search',
  noMatchesText = 'No matches found',
  maxShown = 100,
}: SearchableSelectFieldProps) {
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
  const selected = options.find((o) => o.value === input.value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const text = query ?? selected?.label ?? '';
  const matches = useMemo(
    () => filterOptions(options, query ?? '').filter((o) => !o.disabled),
    [options, query],
  );
  const shown = matches.slice(0, maxShown);
  const listId = `${fieldId}-listbox`;
  const optionId = (index: number) => `${fieldId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setQuery(null);
  };

  const choose = (option: SelectOption) => {
    input.onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((i) => Math.min(i + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        if (open && shown[active]) {
          event.preventDefault();
          choose(shown[active]!);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      <Wrap>
        <Input
          id={fieldId}
          name={input.name}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          $invalid={Boolean(error)}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
            if (event.target.value === '') input.onChange(undefined);
          }}
          onFocus={input.onFocus}
          onBlur={() => {
            close();
            input.onBlur();
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {open && (
          <List
            id={listId}
            role="listbox"
            aria-label={typeof label === 'string' ? label : undefined}
          >
            {shown.map((option, index) => (
              <Item
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === input.value}
                data-active={index === active}
                // mousedown, not click: it must win over the input's blur.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {option.label}
              </Item>
            ))}
            {shown.length === 0 && <Note>{noMatchesText}</Note>}
            {matches.length > shown.length && (
              <Note>{matches.length - shown.length} more: keep typing to narrow the list</Note>
            )}
          </List>
        )}
      </Wrap>
    </FieldFrame>
  );
}
