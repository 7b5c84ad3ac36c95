import { startTransition, useEffect, useState } from 'react';

/**
 * What `read()` returns, read again once the changes `subscribe` reports pause for `pauseMs`, and
 * drawn as a transition. What follows the values this way (the preview) lags while typing goes on
 * and never runs between two key presses of it: drawn at a steady pace instead, the preview took
 * every other key press of bench:editor over its budget (docs/decisions/045). `subscribe` and `read`
 * should not change.
 */
export function useSettledSnapshot<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  pauseMs: number,
): T {
  const [snapshot, setSnapshot] = useState(read);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => startTransition(() => setSnapshot(read())), pauseMs);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [subscribe, read, pauseMs]);
  return snapshot;
}
