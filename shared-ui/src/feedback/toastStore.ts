import { createStore } from './createStore';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}

export const TOAST_DURATION_MS = 5000;

const store = createStore<ToastItem[]>([]);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  store.set(store.get().filter((item) => item.id !== id));
}

function show(type: ToastType, message: string, durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  store.set([...store.get(), { id, type, message }]);
  if (durationMs > 0)
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
  return id;
}

/** Callable from anywhere (React or not); the shell's <Toaster/> renders them. */
export const toast = {
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  warning: (message: string, durationMs?: number) => show('warning', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  dismiss,
  clear(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    store.set([]);
  },
};

export const toastStore = { get: store.get, subscribe: store.subscribe };
