import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const look = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 96px;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colours.white};
  border: 0;
  border-top: 4px solid ${({ theme }) => theme.colours.orange};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colours.deepBlue};
  text-decoration: none;
  text-align: left;
  font: inherit;
  cursor: pointer;
  strong {
    font-size: 1.125rem;
  }
  span {
    color: ${({ theme }) => theme.colours.muted};
    font-size: 0.875rem;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const TileLink = styled(Link)`
  ${look}
`;
const TileButton = styled.button`
  ${look}
`;

export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

interface TileProps {
  title: string;
  detail?: ReactNode;
}

export function RecordTile({ title, detail, to }: TileProps & { to: string }) {
  return (
    <TileLink to={to}>
      <strong>{title}</strong>
      {detail && <span>{detail}</span>}
    </TileLink>
  );
}

export function RecordTileButton({
  title,
  detail,
  onClick,
  disabled,
}: TileProps & { onClick: () => void; disabled?: boolean }) {
  return (
    <TileButton type="button" onClick={onClick} disabled={disabled}>
      <strong>{title}</strong>
      {detail && <span>{detail}</span>}
    </TileButton>
  );
}
