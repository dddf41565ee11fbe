import { createStore } from './createStore';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  durationMs?: number;
  /** One button in the toast (e.g. Undo); pressing it runs onClick and closes the toast. */
  action?: ToastAction;
}

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  action?: ToastAction;
}

export const TOAST_DURATION_MS = 5000;
/** A toast with an action stays longer: time to reach its button (WCAG 2.2.1). */
export const TOAST_ACTION_DURATION_MS = 10000;

const store = createStore<ToastItem[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  store.set(store.get().filter((item) => item.id !== id));
}

function show(type: ToastType, message: string, options?: number | ToastOptions): number {
  const { durationMs: given, action } =
    typeof options === 'number' ? { durationMs: options, action: undefined } : (options ?? {});
  const durationMs = given ?? (action ? TOAST_ACTION_DURATION_MS : TOAST_DURATION_MS);
  const id = nextId++;
  store.set([...store.get(), action ? { id, type, message, action } : { id, type, message }]);
  if (durationMs > 0)
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
  return id;
}

/** Callable from anywhere (React or not); the shell's <Toaster/> renders them. */
export const toast = {
  success: (message: string, options?: number | ToastOptions) => show('success', message, options),
  error: (message: string, options?: number | ToastOptions) => show('error', message, options),
  warning: (message: string, options?: number | ToastOptions) => show('warning', message, options),
  info: (message: string, options?: number | ToastOptions) => show('info', message, options),
  dismiss,
  clear(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    store.set([]);
  },
};

export const toastStore = { get: store.get, subscribe: store.subscribe };
