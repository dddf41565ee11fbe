import { useSyncExternalStore } from 'react';
import styled, { css } from 'styled-components';
import { toast, toastStore, type ToastItem, type ToastType } from './toastStore';

const Region = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: min(420px, calc(100vw - 32px));
`;

const tone = (type: ToastType) => css`
  border-left: 6px solid
    ${({ theme }) =>
      ({
        success: theme.colours.success,
        error: theme.colours.danger,
        warning: theme.colours.orange,
        info: theme.colours.deepBlue,
      })[type]};
`;

const Item = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colours.white};
  color: ${({ theme }) => theme.colours.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 12px rgba(4, 18, 76, 0.2);
  ${({ $type }) => tone($type)}
`;

const Message = styled.p`
  margin: 0;
  flex: 1;
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  cursor: pointer;
  font-size: 1.25rem;
  line-height: 1;
  color: inherit;
`;

const urgent = (item: ToastItem) => item.type === 'error' || item.type === 'warning';

/** Rendered once by the shell; shows toasts raised from any React root or plain code. */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  return (
    <Region aria-label="Notifications">
      {items.map((item) => (
        <Item
          key={item.id}
          $type={item.type}
          role={urgent(item) ? 'alert' : 'status'}
          aria-live={urgent(item) ? 'assertive' : 'polite'}
          data-type={item.type}
        >
          <Message>{item.message}</Message>
          <Close
            type="button"
            aria-label="Dismiss notification"
            onClick={() => toast.dismiss(item.id)}
          >
            ×
          </Close>
        </Item>
      ))}
    </Region>
  );
}
