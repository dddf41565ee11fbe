import styled from 'styled-components';

/** Flag colours of spec 3 §4: yellow is shown as orange, none as grey. */
export const FLAG_COLOURS: Record<string, string> = {
  green: '#1e7b34',
  yellow: '#ff8300',
  red: '#b3261e',
  none: '#8a8fa3',
};

const Dot = styled.span<{ $colour: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ $colour }) => $colour};
  }
`;

/** A submission's flag as a coloured dot with its name (colour is never the only cue). */
export function FlagBadge({ flag }: { flag?: string | null }) {
  const name = flag && FLAG_COLOURS[flag] ? flag : 'none';
  return <Dot $colour={FLAG_COLOURS[name]!}>{name.charAt(0).toUpperCase() + name.slice(1)}</Dot>;
}
