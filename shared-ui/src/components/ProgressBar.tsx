import styled from 'styled-components';

export interface ProgressBarProps {
  /** Zero-based current step. */
  step: number;
  steps: number;
  label?: string;
}

/** percent = (step + 1) / steps, rounded, kept within 0-100. */
export function progressPercent(step: number, steps: number): number {
  if (steps <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((step + 1) / steps) * 100)));
}

const Track = styled.div`
  height: 10px;
  background: ${({ theme }) => theme.colours.border};
  border-radius: 5px;
  overflow: hidden;
  margin: ${({ theme }) => theme.space(3)} 0;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colours.orange};
  transition: width 0.3s ease;
`;

export function ProgressBar({ step, steps, label = 'Progress' }: ProgressBarProps) {
  const percent = progressPercent(step, steps);
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`Step ${Math.min(step + 1, steps)} of ${steps}`}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
