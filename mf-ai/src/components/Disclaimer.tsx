import styled from 'styled-components';
import { DISCLAIMER } from '../texts';

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colours.warning};
  background: ${({ theme }) => theme.colours.warningBackground};
  color: ${({ theme }) => theme.colours.text};
  border-radius: ${({ theme }) => theme.radius};
`;

/** Spec 2 §1: every AI suggestion carries this disclaimer. */
export function Disclaimer() {
  return (
    <Note>
      <strong>Disclaimer: </strong>
      {DISCLAIMER}
    </Note>
  );
}
