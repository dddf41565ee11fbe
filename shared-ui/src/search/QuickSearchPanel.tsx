import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import {
  fetchQuickSearches,
  saveQuickSearches,
  useSession,
  type QueryItem,
  type QuickSearch,
  type QuickSearchStorage,
} from 'shared-api';
import { QUERY_INCOMPLETE } from 'shared-api/search';
// From the 'shared-ui' singleton, not relative: this entry may be provided by another container,
// and the toast and dialog stores must be the ones the shell's Toaster and DialogHost show.
import { Button, confirmDialog, REQUIRED_MESSAGE, toast } from 'shared-ui';
import { Control } from './Control';

export const QUICK_SEARCH_SAVED = 'Quick Search has been saved';
export const QUICK_SEARCH_REMOVE_CONFIRM = 'Are you sure you want to remove this quick search?';
const UNKNOWN_ERROR = 'Unknown Error: Please try again';

export interface QuickSearchPanelProps {
  /** Which user tag holds this builder's quick searches. */
  storage: QuickSearchStorage;
  /** The builder's query, or null while a row is incomplete. */
  currentQuery: () => QueryItem[] | null;
  onLoad: (query: QueryItem[]) => void;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    display: block;
    font-weight: 600;
    color: ${({ theme }) => theme.colours.deepBlue};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const Grow = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colours.danger};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;

/**
 * The caller's saved quick searches (spec 2 §2.7, spec 3 §2.4): choose one, load it (Get Search),
 * delete it after confirmation, or name the current query and save it (Add to Quick Search).
 * Names are de-duplicated (saving a name again replaces it) and sorted alphabetically.
 */
export function QuickSearchPanel({ storage, currentQuery, onLoad }: QuickSearchPanelProps) {
  const id = useId();
  const { userDetails, activeOrg } = useSession();
  const userId = userDetails?.id;
  const [list, setList] = useState<QuickSearch[]>([]);
  const [chosen, setChosen] = useState('');
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const { key, type } = storage;

  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    fetchQuickSearches(userId, { key, type })
      .then((found) => live && setList(found))
      // A failed load leaves the list empty (spec 2 §8: list load errors leave lists empty).
      .catch((error) => console.error('Could not load the quick searches', error));
    return () => {
      live = false;
    };
  }, [userId, key, type, activeOrg?.id]);

  const selected = list.find((q) => q.name === chosen);

  const store = async (next: QuickSearch[]) => {
    if (userId === undefined) return false;
    try {
      setList(await saveQuickSearches(userId, { key, type }, next));
      return true;
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
  };

  const remove = async () => {
    if (!selected) return;
    if (!(await confirmDialog(QUICK_SEARCH_REMOVE_CONFIRM))) return;
    if (await store(list.filter((q) => q.name !== selected.name))) setChosen('');
  };

  const save = async () => {
    setNameTouched(true);
    const trimmed = name.trim();
    if (!trimmed) return;
    const query = currentQuery();
    if (!query || query.length === 0) {
      toast.warning(QUERY_INCOMPLETE);
      return;
    }
    setSaving(true);
    const ok = await store([...list.filter((q) => q.name !== trimmed), { name: trimmed, query }]);
    setSaving(false);
    if (ok) {
      toast.success(QUICK_SEARCH_SAVED);
      setAdding(false);
      setName('');
      setNameTouched(false);
      setChosen(trimmed);
    }
  };

  const nameMissing = nameTouched && !name.trim();

  return (
    <>
      <Bar>
        <Grow>
          <label htmlFor={`${id}-choose`}>Quick Search</label>
          <Control
            as="select"
            id={`${id}-choose`}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            <option value="">Please select</option>
            {list.map((q) => (
              <option key={q.name} value={q.name}>
                {q.name}
              </option>
            ))}
          </Control>
        </Grow>
        <Button
          type="button"
          variant="secondary"
          disabled={!selected}
          onClick={() => selected && onLoad(selected.query)}
        >
          Get Search
        </Button>
        <Button type="button" variant="danger" disabled={!selected} onClick={() => void remove()}>
          Delete
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setAdding((open) => !open)}
          aria-expanded={adding}
        >
          Add to Quick Search
        </Button>
      </Bar>
      {adding && (
        <Bar>
          <Grow>
            <label htmlFor={`${id}-name`}>
              Quick Search Name<span aria-hidden="true">*</span>
            </label>
            <Control
              id={`${id}-name`}
              value={name}
              maxLength={100}
              aria-required
              aria-invalid={nameMissing || undefined}
              aria-describedby={nameMissing ? `${id}-name-error` : undefined}
              onChange={(e) => setName(e.target.value)}
              onBlur={() => setNameTouched(true)}
            />
            {nameMissing && <ErrorText id={`${id}-name-error`}>{REQUIRED_MESSAGE}</ErrorText>}
          </Grow>
          <Button type="button" disabled={saving} onClick={() => void save()}>
            Save
          </Button>
        </Bar>
      )}
    </>
  );
}
