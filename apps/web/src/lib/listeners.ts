/** Functions told of a change, in the shape `useSyncExternalStore` subscribes with. */
export type Listeners<T = void> = {
  /** Adds a listener; returns the function that removes it. */
  subscribe: (listener: (value: T) => void) => () => void;
  /** Calls every listener, each once, in the order they subscribed. */
  notify: (value: T) => void;
};

/** One list of listeners: what each small store of the app (a toast, a held navigation…) is told through. */
export function createListeners<T = void>(): Listeners<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(value) {
      for (const listener of listeners) listener(value);
    },
  };
}
