import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCountUp } from './useCountUp';

export interface CounterTileProps {
  label: ReactNode;
  /**
   * undefined while loading: shows an en dash, not a misleading 0. Text (a duration) is shown as
   * it is.
   */
  value: number | string | undefined;
  /** Makes the tile a link (react-router). */
  to?: string;
  /** Counts a number up from 0 (spec 3 §2.5 result tiles); at once with reduced motion. */
  countUp?: boolean;
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
  break-inside: avoid;
`;

const Value = styled.span`
  font-size: 2rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colours.muted};
`;

const figure = (value: number) => value.toLocaleString('en-GB');

/** The moving digits are hidden from screen readers, which get the final value only. */
function Counting({ value }: { value: number }) {
  const shown = useCountUp(value);
  return (
    <Value>
      <span aria-hidden="true">{figure(shown)}</span>
      <span className="visually-hidden">{figure(value)}</span>
    </Value>
  );
}

export function CounterTile({ label, value, to, countUp = false }: CounterTileProps) {
  const content = (
    <>
      {typeof value === 'number' && countUp ? (
        <Counting value={value} />
      ) : (
        <Value aria-busy={value === undefined || undefined}>
          {value === undefined ? '–' : typeof value === 'number' ? figure(value) : value}
        </Value>
      )}
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
