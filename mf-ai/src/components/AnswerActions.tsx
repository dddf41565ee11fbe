import type { ReactNode } from 'react';
import { Button, toast } from 'shared-ui';
import { COPIED, COPY_FAILED } from '../texts';

/** Copy and Print of a complete answer, and any further action of the screen. */
export function AnswerActions({ text, children }: { text: string; children?: ReactNode }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(COPIED);
    } catch {
      toast.error(COPY_FAILED);
    }
  };
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => void copy()}>
        Copy
      </Button>
      <Button type="button" variant="secondary" onClick={() => window.print()}>
        Print
      </Button>
      {children}
    </>
  );
}
