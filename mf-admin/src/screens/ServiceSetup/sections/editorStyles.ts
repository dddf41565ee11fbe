import styled from 'styled-components';

export const ItemList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colours.orange};
  }
`;

export const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  label {
    display: block;
    font-weight: 600;
    color: ${({ theme }) => theme.colours.deepBlue};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  input {
    font: inherit;
    min-height: 40px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: 6px;
  }
`;

export const Help = styled.p`
  color: ${({ theme }) => theme.colours.muted};
  margin-top: 0;
`;

export const Problem = styled.p`
  color: ${({ theme }) => theme.colours.danger};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;
