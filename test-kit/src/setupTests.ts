import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { toast } from 'shared-ui';

afterEach(() => {
  // Unmount first so clearing the stores does not update a mounted Toaster outside act().
  cleanup();
  toast.clear();
  sessionStore.clear();
  window.localStorage.clear();
});
