import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { UiRoot } from '../theme/UiRoot';

/** Renders inside UiRoot and a MemoryRouter, as screens are in the portal. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <UiRoot>{children}</UiRoot>
    </MemoryRouter>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
