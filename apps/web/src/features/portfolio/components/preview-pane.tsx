import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMediaQuery } from '../hooks/use-media-query.ts';

/** The `lg` breakpoint: from here the preview sits beside the form. */
const WIDE_SCREEN = '(min-width: 64rem)';

/** Below the `lg` breakpoint: the preview above the form, behind a Show preview toggle. */
export function NarrowPreview({ children }: { children: ReactNode }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const [shown, setShown] = useState(false);
  const previewId = useId();
  return (
    <div className="lg:hidden">
      <Button
        variant="secondary"
        aria-expanded={shown}
        aria-controls={previewId}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? 'Hide preview' : 'Show preview'}
      </Button>
      <section
        id={previewId}
        aria-label="Live preview"
        hidden={!shown}
        className="mt-4 h-[70dvh] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {shown && !wide ? children : null}
      </section>
    </div>
  );
}

/** From the `lg` breakpoint: the preview beside the form, staying in view while it scrolls. */
export function WidePreview({ children }: { children: ReactNode }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  return wide ? (
    <section
      aria-label="Live preview"
      className="sticky top-20 h-[calc(100dvh-6rem)] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {children}
    </section>
  ) : null;
}
