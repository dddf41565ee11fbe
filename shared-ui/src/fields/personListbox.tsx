// The pop-up list both person choosers (PersonPicker, PersonSelect) open under their input.
import styled from 'styled-components';

export const PersonPopup = styled.div`
  position: absolute;
  z-index: 20;
  top: 100%;
  left: 0;
  right: 0;
  margin-top: 2px;
  background: ${({ theme }) => theme.colours.white};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export const PersonList = styled.ul`
  max-height: 280px;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One person; `data-chosen` marks the chosen one (the single chooser keeps it in the list). */
export const PersonItem = styled.li`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colours.infoBackground};
  }
  &[data-chosen='true'] {
    font-weight: 700;
  }
  small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colours.muted};
  }
`;

/** "No matches found", "Searching…" and the like inside the pop-up. */
export const PersonListNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colours.muted};
`;

/** What a chosen id no longer among the people shows (kept, never dropped). */
export const unlistedPersonLabel = (value: string) => `No longer listed (${value})`;

/**
 * Under the list: why it is empty (searching, the search's failure, no matches) and how many more
 * there are. The live region says the same, so screen readers do not hear these twice.
 */
export function PersonListNotes({
  shown,
  total,
  searching,
  failure,
  noMatchesText,
}: {
  shown: number;
  total: number;
  searching: boolean;
  failure: string | undefined;
  noMatchesText: string;
}) {
  return (
    <>
      {shown === 0 && (
        <PersonListNote aria-hidden="true">
          {searching ? 'Searching…' : (failure ?? noMatchesText)}
        </PersonListNote>
      )}
      {total > shown && (
        <PersonListNote aria-hidden="true">
          {total - shown} more: keep typing to narrow the list
        </PersonListNote>
      )}
    </>
  );
}
