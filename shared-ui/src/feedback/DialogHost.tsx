import { useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { dialogStore, type PendingDialog } from './dialogStore';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(4, 18, 76, 0.45);
  padding: ${({ theme }) => theme.space(4)};
`;

const Panel = styled.div`
  background: ${({ theme }) => theme.colours.white};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(6)};
  max-width: 480px;
  width: 100%;
  box-shadow: 0 8px 24px rgba(4, 18, 76, 0.3);
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colours.deepBlue};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function ConfirmPanel({ dialog }: { dialog: PendingDialog }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // "No" gets focus first: Enter on a confirmation should never delete by accident.
    cancelRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.resolve(false);
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={dialog.title ? titleId : undefined}
        aria-label={dialog.title ? undefined : 'Confirm'}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        {dialog.title && <Title id={titleId}>{dialog.title}</Title>}
        <p id={messageId}>{dialog.message}</p>
        <Actions>
          <Button ref={cancelRef} variant="secondary" onClick={() => dialog.resolve(false)}>
            {dialog.cancelLabel}
          </Button>
          <Button variant="primary" onClick={() => dialog.resolve(true)}>
            {dialog.confirmLabel}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}

/** Rendered once by the shell; answers confirmDialog() calls from every React root. */
export function DialogHost() {
  const dialogs = useSyncExternalStore(dialogStore.subscribe, dialogStore.get, dialogStore.get);
  useEffect(() => dialogStore.registerHost(), []);
  const current = dialogs[0];
  return current ? <ConfirmPanel key={current.id} dialog={current} /> : null;
}
