import styled, { keyframes } from 'styled-components';

export interface SpinnerProps {
  /** Read by screen readers and shown next to the wheel (default 'Loading...'). */
  label?: string;
  hideLabel?: boolean;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colours.muted};
`;

const Wheel = styled.span`
  width: 24px;
  height: 24px;
  border: 3px solid ${({ theme }) => theme.colours.border};
  border-top-color: ${({ theme }) => theme.colours.orange};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ label = 'Loading...', hideLabel = false }: SpinnerProps) {
  return (
    <Wrap role="status" aria-live="polite">
      <Wheel aria-hidden="true" />
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
    </Wrap>
  );
}
