import styled from 'styled-components';

/** A content page inside the shell's main area (privacy, terms). */
export const PageContainer = styled.div`
  padding: 1.5rem 2rem 3rem;
`;
