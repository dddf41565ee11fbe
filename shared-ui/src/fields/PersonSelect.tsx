// Choosing one person from an organisation of any size (issue 14 §7): the single-choice sibling
// of PersonPicker. A type-ahead ARIA combobox (downshift's useCombobox) whose text is the chosen
// person's name; typing searches the server (GET /api/user?q=, usePeopleSearch) or the short
// list given as `options`; an already-chosen id is named through GET /api/user?ids=. The same
// polite live region says what was found, chosen or cleared.
import { useCombobox } from 'downshift';
import { useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Asterisk, describedBy, ErrorText, FieldWrap, Hint, Input } from './FieldShell';
import { buildPersonIndex, matchPeople, type PersonOption } from './personSearch';
import {
  PersonItem,
  PersonList,
  PersonListNotes,
  PersonPopup,
  unlistedPersonLabel,
} from './personListbox';
import { usePeopleSearch, type PeopleSource } from './usePeopleSearch';

export const PERSON_SELECT_MAX_SHOWN = 50;

export interface PersonSelectProps {
  label: ReactNode;
  /** The people to choose from, filtered in the browser (a short list the screen already has). */
  options?: PersonOption[];
  /** Or: the organisation's staff or service users, searched on the server as the user types. */
  source?: PeopleSource;
  /** The chosen value (a person id as text), or nothing. */
  value: string | undefined;
  onChange: (next: string | undefined) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  id?: string;
  name?: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Shows the chosen person's name and refuses typing. */
  disabled?: boolean;
  placeholder?: string;
  /** Most matches listed at once (default 50); typing narrows the rest. */
  maxShown?: number;
  noMatchesText?: string;
  /** Text for a chosen value that is no longer among the people (kept, never dropped). */
  unknownLabel?: (value: string) => string;
}

const Wrap = styled.div`
  position: relative;
`;

const NO_OPTIONS: PersonOption[] = [];
const NOTHING = new Set<string>();

export function PersonSelect({
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
  maxShown = PERSON_SELECT_MAX_SHOWN,
  noMatchesText = 'No matches found',
  unknownLabel = unlistedPersonLabel,
}: PersonSelectProps) {
  const generated = useId().replace(/:/g, '');
  const inputId = id ?? `person-select-${generated}`;
  const labelId = `${inputId}-label`;
  // null: not typing, the box shows the chosen person's name.
  const [query, setQuery] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const chosenValues = useMemo(() => (value ? [value] : []), [value]);

  const index = useMemo(() => buildPersonIndex(options), [options]);
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const text = query ?? '';
  // The chosen person stays in the list (marked selected), so choosing again changes nothing.
  const local = useMemo(() => matchPeople(index, text, NOTHING, maxShown), [index, text, maxShown]);
  const remote = usePeopleSearch(
    source && { ...source, pageSize: Math.min(source.pageSize ?? 20, maxShown) },
    text,
    chosenValues,
    { active: !disabled, listOpen, offerChosen: true },
  );
  const { shown, total } = source ? remote : local;
  const searching = Boolean(source) && remote.searching;
  const nameOf = (v: string) =>
    (source ? remote.optionOf(v)?.label : byValue.get(v)?.label) ??
    (source && remote.resolving ? 'Loading…' : unknownLabel(v));
  const selectedItem: PersonOption | null = value
    ? ((source ? remote.optionOf(value) : byValue.get(value)) ?? { value, label: nameOf(value) })
    : null;

  const { isOpen, getMenuProps, getInputProps, getItemProps } = useCombobox({
    items: shown,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    isItemDisabled: (item) => Boolean(item.disabled),
    inputValue: query ?? selectedItem?.label ?? '',
    selectedItem,
    inputId,
    labelId,
    menuId: `${inputId}-listbox`,
    getItemId: (i) => `${inputId}-option-${i}`,
    defaultHighlightedIndex: 0,
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        // Leaving the field or pressing Escape never chooses nor clears anybody: the box shows
        // the chosen person again.
        case useCombobox.stateChangeTypes.InputBlur:
        case useCombobox.stateChangeTypes.InputKeyDownEscape:
          return { ...changes, selectedItem: state.selectedItem };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem: picked, inputValue }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputChange: {
          const typed = inputValue ?? '';
          setQuery(typed);
          // Emptying the box clears the choice.
          if (typed === '' && value) {
            onChange(undefined);
            setAnnouncement(`${nameOf(value)} cleared.`);
          }
          break;
        }
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          setQuery(null);
          // `selectedItem` is only among the changes when another person was chosen.
          if (picked && picked.value !== value) {
            onChange(picked.value);
            setAnnouncement(`${picked.label} chosen.`);
          }
          break;
        case useCombobox.stateChangeTypes.InputBlur:
        case useCombobox.stateChangeTypes.InputKeyDownEscape:
          setQuery(null);
          break;
        default:
      }
    },
    onIsOpenChange: ({ isOpen: open }) => setListOpen(Boolean(open)),
  });

  const typing = query !== null && query.trim() !== '';
  const status =
    isOpen && typing
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
      <Wrap>
        <Input
          {...getInputProps({
            name,
            disabled,
            placeholder: disabled ? undefined : placeholder,
            'aria-invalid': hasError || undefined,
            'aria-required': required || undefined,
            'aria-describedby': describedBy(inputId, hint, error),
            onFocus,
            onBlur,
          })}
          $invalid={hasError}
        />
        <PersonPopup hidden={!isOpen}>
          <PersonList {...getMenuProps()} hidden={shown.length === 0}>
            {isOpen &&
              shown.map((option, i) => (
                <PersonItem
                  key={option.value}
                  {...getItemProps({ item: option, index: i })}
                  data-chosen={option.value === value}
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
      </Wrap>
      <div role="status" className="visually-hidden">
        {status}
      </div>
      {error && <ErrorText id={`${inputId}-error`}>{error}</ErrorText>}
    </FieldWrap>
  );
}
