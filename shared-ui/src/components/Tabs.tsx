import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Controlled selection; omit with defaultTab for uncontrolled use. */
  value?: string;
  defaultTab?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 2px solid ${({ theme }) => theme.colours.border};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Tab = styled.button`
  font: inherit;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: none;
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -2px;
  cursor: pointer;
  color: ${({ theme }) => theme.colours.deepBlue};
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colours.orange};
    font-weight: 700;
  }
  &:disabled {
    color: ${({ theme }) => theme.colours.muted};
    cursor: not-allowed;
  }
`;

/** WAI-ARIA tabs: arrow keys, Home and End move between enabled tabs and select them. */
export function Tabs({ tabs, value, defaultTab, onChange, label }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultTab ?? tabs.find((t) => !t.disabled)?.id);
  const selected = value ?? internal;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const enabled = tabs.filter((t) => !t.disabled);
    const index = enabled.findIndex((t) => t.id === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft')
      next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    refs.current.get(next.id)?.focus();
  };

  const current = tabs.find((t) => t.id === selected);
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <Tab
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={tab.content !== undefined ? `${baseId}-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      {current && current.content !== undefined && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
