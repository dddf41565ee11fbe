import { useSyncExternalStore } from 'react';
import styled, { css } from 'styled-components';
import { toast, toastStore, type ToastItem, type ToastType } from './toastStore';

// Bottom right (bottom, full width on phones): page headers keep their buttons at the top right,
// and a toast must never cover them (issue 14 §6).
const Region = styled.div`
  position: fixed;
  bottom: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: min(420px, calc(100vw - 32px));
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    left: ${({ theme }) => theme.space(2)};
    right: ${({ theme }) => theme.space(2)};
    bottom: ${({ theme }) => theme.space(2)};
    max-width: none;
  }
  @media print {
    display: none;
  }
`;

const ActionButton = styled.button`
  font: inherit;
  font-weight: 700;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colours.deepBlue};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.white};
  color: ${({ theme }) => theme.colours.deepBlue};
  cursor: pointer;
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
  min-width: 24px;
  min-height: 24px;
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
    <Region role="region" aria-label="Notifications">
      {items.map((item) => (
        <Item
          key={item.id}
          $type={item.type}
          role={urgent(item) ? 'alert' : 'status'}
          aria-live={urgent(item) ? 'assertive' : 'polite'}
          data-type={item.type}
        >
          <Message>{item.message}</Message>
          {item.action && (
            <ActionButton
              type="button"
              onClick={() => {
                toast.dismiss(item.id);
                item.action!.onClick();
              }}
            >
              {item.action.label}
            </ActionButton>
          )}
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
