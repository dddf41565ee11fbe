import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The side menu as a drawer on narrow screens (a disclosure: the Menu button has aria-expanded).
 * Opening moves focus to the current (or first) menu link; Escape, a navigation, a click on the
 * backdrop or focus leaving the drawer close it; Escape and the close button give focus back to
 * the Menu button.
 */
export function useMenuDrawer() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const drawerRef = useRef<HTMLElement | null>(null);
  const { pathname } = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const drawer = drawerRef.current;
    const target =
      drawer?.querySelector<HTMLElement>('[aria-current="page"]') ??
      drawer?.querySelector<HTMLElement>('a[href], select, button');
    target?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  const onDrawerBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!open || next === null) return;
    if (drawerRef.current?.contains(next) || buttonRef.current?.contains(next)) return;
    close(false);
  };

  return {
    open,
    toggle: () => setOpen((value) => !value),
    close,
    buttonRef,
    drawerRef,
    onDrawerBlur,
  };
}
