// Choosing people from an organisation of any size: a type-ahead ARIA combobox (downshift's
// useCombobox) listing at most `maxShown` matches, the chosen people as removable chips, and a
// polite live region saying what was found, added or removed. With `source` the server searches
// (GET /api/user?q=, usePeopleSearch); with `options` the picker filters the list it was given.
import { useCombobox } from 'downshift';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Asterisk, describedBy, ErrorText, FieldWrap, Hint } from './FieldShell';
import { buildPersonIndex, matchPeople, type PersonOption } from './personSearch';
import {
  PersonItem,
  PersonList,
  PersonListNotes,
  PersonPopup,
  unlistedPersonLabel,
} from './personListbox';
import { usePeopleSearch, type PeopleSource } from './usePeopleSearch';

export type { PersonOption } from './personSearch';
export type { PeopleSource } from './usePeopleSearch';

export const PERSON_PICKER_MAX_SHOWN = 50;

export interface PersonPickerProps {
  label: ReactNode;
  /** The people to choose from, filtered in the browser (a short list the screen already has). */
  options?: PersonOption[];
  /** Or: the organisation's staff or service users, searched on the server as the user types. */
  source?: PeopleSource;
  /** The chosen values, in the order they were chosen. */
  value: string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  id?: string;
  name?: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Shows the chosen people without remove buttons and refuses typing. */
  disabled?: boolean;
  placeholder?: string;
  /** Most matches listed at once (default 50); typing narrows the rest. */
  maxShown?: number;
  noMatchesText?: string;
  /** Chip text for a chosen value that is no longer among the options (kept, never dropped). */
  unknownLabel?: (value: string) => string;
}

const Box = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 4px;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colours.danger : theme.colours.border)};
  background: ${({ theme, $disabled }) =>
    $disabled ? theme.colours.background : theme.colours.white};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  gap: 2px;
  padding: 2px 2px 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colours.infoBackground};
  color: ${({ theme }) => theme.colours.deepBlue};
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
  &[data-disabled='true'] {
    padding-right: 10px;
  }
`;

const Remove = styled.button`
  font: inherit;
  font-weight: 700;
  line-height: 1;
  /* 24 px: WCAG 2.2 target size. */
  min-width: 24px;
  min-height: 24px;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colours.white};
  }
`;

const TextInput = styled.input`
  font: inherit;
  flex: 1 1 10rem;
  min-width: 8rem;
  min-height: 30px;
  padding: 2px 8px;
  border: 0;
  background: transparent;
  &:focus-visible {
    outline: none;
  }
`;

const NO_OPTIONS: PersonOption[] = [];

export function PersonPicker({
  label,
  options = NO_OPTIONS,
  source,
  value,
  onChange,
  onBlur,
  onFocus,
  id,
  name,
  required,
  hint,
  error,
  disabled = false,
  placeholder = 'Type a name to search',
  maxShown = PERSON_PICKER_MAX_SHOWN,
  noMatchesText = 'No matches found',
  unknownLabel = unlistedPersonLabel,
}: PersonPickerProps) {
  const generated = useId().replace(/:/g, '');
  const inputId = id ?? `person-picker-${generated}`;
  const labelId = `${inputId}-label`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [query, setQuery] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [listOpen, setListOpen] = useState(false);

  const index = useMemo(() => buildPersonIndex(options), [options]);
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const chosen = useMemo(() => new Set(value), [value]);
  const local = useMemo(
    () => matchPeople(index, query, chosen, maxShown),
    [index, query, chosen, maxShown],
  );
  const remote = usePeopleSearch(
    source && { ...source, pageSize: Math.min(source.pageSize ?? 20, maxShown) },
    query,
    value,
    { active: !disabled, listOpen },
  );
  const { shown, total } = source ? remote : local;
  const searching = Boolean(source) && remote.searching;
  const nameOf = (v: string) =>
    (source ? remote.optionOf(v)?.label : byValue.get(v)?.label) ??
    (source && remote.resolving ? 'Loading…' : unknownLabel(v));

  const add = (option: PersonOption) => {
    if (chosen.has(option.value)) return;
    onChange([...value, option.value]);
    setAnnouncement(`${option.label} added. ${value.length + 1} chosen.`);
  };
  const remove = (removed: string) => {
    onChange(value.filter((v) => v !== removed));
    setAnnouncement(`${nameOf(removed)} removed. ${value.length - 1} chosen.`);
    inputRef.current?.focus();
  };

  const { isOpen, highlightedIndex, getMenuProps, getInputProps, getItemProps } = useCombobox({
    items: shown,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => Boolean(item.disabled),
    inputValue: query,
    // Nothing stays "selected" in the combobox itself: a choice becomes a chip.
    selectedItem: null,
    inputId,
    labelId,
    menuId: `${inputId}-listbox`,
    getItemId: (i) => `${inputId}-option-${i}`,
    defaultHighlightedIndex: 0,
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          return { ...changes, inputValue: '', isOpen: false };
        // Leaving the field never chooses the highlighted person (no accidental additions).
        case useCombobox.stateChangeTypes.InputBlur:
          return { ...changes, selectedItem: state.selectedItem, inputValue: '' };
        default:
          return changes;
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) add(selectedItem);
    },
    onInputValueChange: ({ inputValue }) => setQuery(inputValue ?? ''),
    onIsOpenChange: ({ isOpen: open }) => setListOpen(Boolean(open)),
  });

  const status =
    isOpen && query.trim()
      ? searching
        ? 'Searching…'
        : remote.error && source
          ? `Search failed: ${remote.error}`
          : total === 0
            ? noMatchesText
            : `${total} ${total === 1 ? 'match' : 'matches'}${total > shown.length ? `, showing the first ${shown.length}` : ''}`
      : announcement;
  const hasError = Boolean(error);

  return (
    <FieldWrap>
      <label htmlFor={inputId} id={labelId}>
        {label}
        {required && <Asterisk />}
      </label>
      {hint && <Hint id={`${inputId}-hint`}>{hint}</Hint>}
      <Box $invalid={hasError} $disabled={disabled}>
        {value.length > 0 && (
          <Chips aria-labelledby={`${inputId}-chosen ${labelId}`}>
            {value.map((v) => (
              <Chip key={v} data-disabled={disabled}>
                <span>{nameOf(v)}</span>
                {!disabled && (
                  <Remove
                    type="button"
                    aria-label={`Remove ${nameOf(v)}`}
                    onClick={() => remove(v)}
                  >
                    <span aria-hidden="true">×</span>
                  </Remove>
                )}
              </Chip>
            ))}
          </Chips>
        )}
        <span id={`${inputId}-chosen`} hidden>
          Chosen:
        </span>
        <TextInput
          {...getInputProps({
            ref: inputRef,
            name,
            disabled,
            placeholder: disabled ? undefined : placeholder,
            'aria-invalid': hasError || undefined,
            'aria-required': required || undefined,
            'aria-describedby': describedBy(inputId, hint, error),
            onFocus,
            onBlur,
            onKeyDown: (event) => {
              // Backspace in an empty box removes the last chosen person, as in most tag inputs.
              if (event.key === 'Backspace' && query === '' && value.length > 0) {
                remove(value[value.length - 1]!);
              }
            },
          })}
        />
        <PersonPopup hidden={!isOpen}>
          <PersonList {...getMenuProps()} hidden={shown.length === 0}>
            {isOpen &&
              shown.map((option, i) => (
                <PersonItem
                  key={option.value}
                  {...getItemProps({ item: option, index: i })}
                  data-highlighted={i === highlightedIndex}
                >
                  {option.label}
                  {option.description && <small>{option.description}</small>}
                </PersonItem>
              ))}
          </PersonList>
          <PersonListNotes
            shown={shown.length}
            total={total}
            searching={searching}
            failure={source ? remote.error : undefined}
            noMatchesText={noMatchesText}
          />
        </PersonPopup>
      </Box>
      <div role="status" className="visually-hidden">
        {status}
      </div>
      {error && <ErrorText id={`${inputId}-error`}>{error}</ErrorText>}
    </FieldWrap>
  );
}
