import { createStore } from './createStore';

export interface ConfirmOptions {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface PendingDialog extends Required<Omit<ConfirmOptions, 'title'>> {
  id: number;
  title?: string;
  resolve: (answer: boolean) => void;
}

const store = createStore<PendingDialog[]>([]);
let nextId = 1;
let hosts = 0;

/**
 * Asks a Yes/No question through the shell's <DialogHost/>; resolves true for Yes, false for No or
 * Escape. Questions queue: one dialog at a time.
 */
export function confirmDialog(options: ConfirmOptions | string): Promise<boolean> {
  const opts = typeof options === 'string' ? { message: options } : options;
  if (hosts === 0 && typeof window !== 'undefined' && typeof window.confirm === 'function') {
    // No host mounted (a remote running on its own): the browser's dialog still asks the user.
    try {
      return Promise.resolve(window.confirm(opts.message));
    } catch {
      return Promise.resolve(false);
    }
  }
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    const entry: PendingDialog = {
      id,
      message: opts.message,
      title: opts.title,
      confirmLabel: opts.confirmLabel ?? 'Yes',
      cancelLabel: opts.cancelLabel ?? 'No',
      resolve: (answer) => {
        store.set(store.get().filter((item) => item.id !== id));
        resolve(answer);
      },
    };
    store.set([...store.get(), entry]);
  });
}

export const dialogStore = {
  get: store.get,
  subscribe: store.subscribe,
  /** DialogHost registers itself so confirmDialog knows someone will answer. */
  registerHost(): () => void {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  },
};
