import { BrowserRouter } from 'react-router-dom';
import { DialogHost, Toaster, UiRoot } from 'shared-ui';
import { ShellLayout } from './layout/ShellLayout';

/** The shell's React root; remotes mount their own roots into #besmart-area. */
export function App() {
  return (
    <UiRoot>
      <BrowserRouter>
        <ShellLayout />
      </BrowserRouter>
      <Toaster />
      <DialogHost />
    </UiRoot>
  );
}
