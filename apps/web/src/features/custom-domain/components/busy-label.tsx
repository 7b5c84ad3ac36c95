import type { ReactNode } from 'react';

/** A button's text, with a spinner beside the busy wording while its request runs. */
export function BusyLabel({
  busy,
  busyText,
  children,
  tone = 'light',
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
  /** 'light' on a primary (dark) button, 'dark' on a secondary (white) one. */
  tone?: 'light' | 'dark';
}) {
  if (!busy) return children;
  const ring = tone === 'light' ? 'border-white/40 border-t-white' : 'border-slate-300 border-t-slate-700';
  return (
    <>
      <span aria-hidden="true" className={`size-4 animate-spin rounded-full border-2 ${ring}`} />
      {busyText}
    </>
  );
}
