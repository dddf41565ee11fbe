import { useEffect, useState } from 'react';
import styled from 'styled-components';

export const BANNER_DURATION_MS = 3000;

export interface BannerProps {
  /** 'M' (message) shows green; any other type red. */
  type: string;
  message: string;
  /** Called once the banner has hidden itself. */
  onHide?: () => void;
  durationMs?: number;
}

const Box = styled.div<{ $success: boolean }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  margin: ${({ theme }) => theme.space(2)} 0;
  color: ${({ theme, $success }) => ($success ? theme.colours.success : theme.colours.danger)};
  background: ${({ theme, $success }) =>
    $success ? theme.colours.successBackground : theme.colours.dangerBackground};
  border: 1px solid
    ${({ theme, $success }) => ($success ? theme.colours.success : theme.colours.danger)};
`;

/** Inline message shown for 3 seconds; green for type 'M', red otherwise. */
export function Banner({ type, message, onHide, durationMs = BANNER_DURATION_MS }: BannerProps) {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    setVisible(true);
    const timer = setTimeout(() => {
      setVisible(false);
      onHide?.();
    }, durationMs);
    return () => clearTimeout(timer);
    // A new message restarts the clock; onHide identity changes must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [message, type, durationMs]);

  if (!visible || !message) return null;
  const success = type === 'M';
  return (
    <Box
      $success={success}
      role={success ? 'status' : 'alert'}
      data-variant={success ? 'success' : 'error'}
    >
      {message}
    </Box>
  );
}
