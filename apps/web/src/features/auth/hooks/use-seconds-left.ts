import { useEffect, useState } from 'react';
import { secondsLeft } from '../utils/resend-wait.ts';

/** Seconds until `deadline` (ms since the epoch), rendered again every second until it is reached. */
export function useSecondsLeft(deadline: number | undefined): number {
  const [, setTick] = useState(0);
  const left = deadline === undefined ? 0 : secondsLeft(deadline, Date.now());

  useEffect(() => {
    if (deadline === undefined || secondsLeft(deadline, Date.now()) === 0) return;
    const timer = window.setInterval(() => {
      setTick((tick) => tick + 1);
      if (secondsLeft(deadline, Date.now()) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return left;
}
