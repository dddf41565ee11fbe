import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button, type ButtonProps } from './Button';

export const SUBMIT_LOCK_MS = 4000;
export const SUBMIT_LOCK_TEXT = 'Saving, please wait...';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  type?: 'submit' | 'button';
  lockMs?: number;
}

/** Submit-type button: disabled for 4 seconds after a click and reads 'Saving, please wait...'. */
export function SubmitButton({
  children,
  onClick,
  disabled,
  lockMs = SUBMIT_LOCK_MS,
  type = 'submit',
  variant = 'primary',
  ...rest
}: SubmitButtonProps) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    // Disabling synchronously would stop the browser submitting the form; lock after this tick.
    setTimeout(() => setLocked(true), 0);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), lockMs);
  };

  return (
    <Button
      {...rest}
      type={type}
      variant={variant}
      onClick={handleClick}
      disabled={disabled || locked}
      aria-busy={locked || undefined}
    >
      {locked ? SUBMIT_LOCK_TEXT : children}
    </Button>
  );
}
