import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface CounterTileProps {
  label: ReactNode;
  /** undefined while loading: shows an en dash, not a misleading 0. */
  value: number | undefined;
  /** Makes the tile a link (react-router). */
  to?: string;
}

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colours.white};
  border-top: 4px solid ${({ theme }) => theme.colours.orange};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colours.deepBlue};
  text-decoration: none;
`;

const Value = styled.span`
  font-size: 2rem;
  font-weight: 700;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colours.muted};
`;

export function CounterTile({ label, value, to }: CounterTileProps) {
  const content = (
    <>
      <Value aria-busy={value === undefined || undefined}>
        {value === undefined ? '–' : value.toLocaleString('en-GB')}
      </Value>
      <Label>{label}</Label>
    </>
  );
  return to ? (
    <Tile as={Link} to={to}>
      {content}
    </Tile>
  ) : (
    <Tile>{content}</Tile>
  );
}
