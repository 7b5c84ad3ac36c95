import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

type BusyLabelProps = {
  busy: boolean;
  busyText: string;
  children: ReactNode;
  /** 'light' on a primary (dark) button, 'dark' on a secondary (white) one. */
  tone?: 'light' | 'dark';
};

/** A button's text, with a spinner beside the busy wording while its request runs. */
export function BusyLabel({ busy, busyText, children, tone = 'light' }: BusyLabelProps) {
  if (!busy) return children;
  return (
    <>
      <Spinner size="sm" tone={tone} />
      {busyText}
    </>
  );
}
