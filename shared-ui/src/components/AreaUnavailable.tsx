import styled from 'styled-components';
import { Button } from './Button';

export interface AreaUnavailableProps {
  /** Human name of the area, e.g. 'Incidents'. */
  area: string;
  /** Default: reload the page. */
  onRetry?: () => void;
}

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(6)} auto;
  max-width: 560px;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colours.white};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 6px solid ${({ theme }) => theme.colours.orange};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
`;

/** Shown inside the layout when a remote cannot load or has crashed; the rest keeps working. */
export function AreaUnavailable({
  area,
  onRetry = () => window.location.reload(),
}: AreaUnavailableProps) {
  return (
    <Panel role="alert" aria-labelledby="besmart-area-unavailable">
      <h2 id="besmart-area-unavailable">This area is unavailable</h2>
      <p>The {area} area could not be loaded. The rest of the portal still works.</p>
      <Button onClick={onRetry}>Retry</Button>
    </Panel>
  );
}
