import styled from 'styled-components';
import { CounterTile } from 'shared-ui';

export interface CountUpTileProps {
  label: string;
  /** A number counts up; text (a duration) is shown as it is. */
  value: number | string;
}

/** A result screen's figure tile with the count-up (spec 3 §2.5): shared-ui's counter tile. */
export function CountUpTile({ label, value }: CountUpTileProps) {
  return <CounterTile label={label} value={value} countUp />;
}

/** Tiles in a grid that wraps (four columns on wide screens, one on a phone). */
export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;
