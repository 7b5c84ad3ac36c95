import { createListeners } from './listeners.ts';

type Sonner = typeof import('sonner');
type ToastId = string | number;
type Kind = 'success' | 'error' | 'info';

/** docs/spec.md §9: toasts close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;

const CARRIED_KEY = 'pm-carried-toasts';
/** What was said lately, for a page that loads the next one before its toasts are read (carryToasts). */
let said: { kind: Kind; message: string; at: number }[] = [];

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
  (kind: Kind) =>
  (message: string, options?: { id?: ToastId }): void => {
    said = [...said.slice(-2), { kind, message, at: Date.now() }];
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

/**
 * Called by a page about to load another one (an island that moves on, decision 59): what it said in
 * the last moments is shown again on the next page (showCarriedToasts), which a visitor would
 * otherwise never see.
 */
export function carryToasts(): void {
  const recent = said.filter((toast) => Date.now() - toast.at < TOAST_DURATION_MS);
  if (recent.length === 0) return;
  try {
    sessionStorage.setItem(
      CARRIED_KEY,
      JSON.stringify(recent.map(({ kind, message }) => ({ kind, message }))),
    );
  } catch {
    // No session storage (blocked): the toast is lost with the page, as it would be without this.
  }
}

const isKind = (kind: unknown): kind is Kind => kind === 'success' || kind === 'error' || kind === 'info';

/** When a page starts: the toasts the page before it carried over (carryToasts), shown once. */
export function showCarriedToasts(): void {
  let carried: unknown;
  try {
    carried = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? '[]');
    sessionStorage.removeItem(CARRIED_KEY);
  } catch {
    return;
  }
  if (!Array.isArray(carried)) return;
  for (const toast of carried as { kind?: unknown; message?: unknown }[]) {
    if (isKind(toast?.kind) && typeof toast.message === 'string') showToast[toast.kind](toast.message);
  }
}
