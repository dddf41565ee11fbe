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
