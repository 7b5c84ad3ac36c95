import { createListeners } from './listeners.ts';

type Sonner = typeof import('sonner');
type ToastId = string | number;

let wanted = false;
const watchers = createListeners();
let toasterMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
let sonner: Promise<Sonner> | undefined;
let nextId = 0;

/**
 * Whether a page has had something to say yet, for the app to mount the toaster (app/provider.tsx):
 * until the first toast, no page downloads sonner. The toaster reports back once it listens.
 */
export const toaster = {
  wanted: () => wanted,
  subscribe: watchers.subscribe,
  mounted: () => toasterMounted(),
};

/** sonner, once the toaster is listening: a toast sent before that would be shown to nobody. */
function whenShown(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    watchers.notify();
  }
  sonner ??= Promise.all([import('sonner'), mounted]).then(([module]) => module);
  return sonner;
}

const show =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, options?: { id?: ToastId }): void => {
    void whenShown().then(({ toast }) => toast[kind](message, options));
  };

/** The app's toasts (sonner's, in the toaster app/provider.tsx mounts on the first one), in order. */
export const showToast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  /** A toast that stays until it is replaced (another toast with its id) or dismissed. */
  loading(message: string): ToastId {
    const id = `loading-${++nextId}`;
    void whenShown().then(({ toast }) => toast.loading(message, { id }));
    return id;
  },
  dismiss(id: ToastId): void {
    void whenShown().then(({ toast }) => toast.dismiss(id));
  },
};
