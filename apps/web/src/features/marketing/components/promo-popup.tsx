import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { type PriceState, PriceTag } from '../../../components/price-tag.tsx';
import { isPromoPage, isTypingTarget } from '../utils/promo-rules.ts';

/** Set in sessionStorage once the popup has been shown: it never shows again in this browser session. */
export const PROMO_SEEN_KEY = 'pm-promo-seen';

/** docs/spec.md §9: the popup appears 3 s after the page loads. */
const PROMO_DELAY_MS = 3000;

/**
 * The layout's 20 s schedule (docs/spec.md §9). With docs/design.md deviation 6 it never shows a second popup:
 * it is the one later chance when the visitor was busy at 3 s.
 */
const PROMO_RETRY_MS = 20_000;

function promoSeen(): boolean {
  try {
    return sessionStorage.getItem(PROMO_SEEN_KEY) !== null;
  } catch {
    // No session storage (blocked): "once per session" cannot be kept, so the popup is not shown.
    return true;
  }
}

function markPromoSeen() {
  try {
    sessionStorage.setItem(PROMO_SEEN_KEY, '1');
  } catch {
    // Nothing to remember it in; promoSeen() already answers true in that case.
  }
}

/**
 * Whether the visitor is busy: on a page where they sign in, fill in a form or administer, typing
 * in a field, or using a dialog. The offer waits rather than catch their keys.
 */
function visitorBusy(): boolean {
  return (
    !isPromoPage(window.location.pathname) ||
    isTypingTarget(document.activeElement) ||
    document.querySelector('dialog[open]') !== null
  );
}

/**
 * The offer (docs/spec.md §2, §4), opened by a timer at most once per browser session, with the server's
 * price (docs/design.md deviation 8). It never takes the focus: a panel in the corner, announced politely,
 * that the keyboard reaches in the page's order and that Close or Escape (from inside it) dismisses.
 */
export function PromoPopup({ price }: { price: PriceState }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  // Where the focus came from when it entered the panel: it goes back there when the panel closes.
  const cameFrom = useRef<HTMLElement | null>(null);
  // The timers read the price as it is when they fire.
  const priceRef = useRef(price);
  useEffect(() => {
    priceRef.current = price;
  });

  useEffect(() => {
    if (promoSeen()) return;
    let retry: number | undefined;
    const show = (lastChance: boolean) => {
      if (promoSeen()) return;
      // An offer without its price is not worth showing.
      if (visitorBusy() || typeof priceRef.current !== 'object') {
        if (!lastChance) retry = window.setTimeout(() => show(true), PROMO_RETRY_MS - PROMO_DELAY_MS);
        return;
      }
      markPromoSeen();
      setOpen(true);
    };
    const first = window.setTimeout(() => show(false), PROMO_DELAY_MS);
    return () => {
      window.clearTimeout(first);
      window.clearTimeout(retry);
    };
  }, []);

  const close = () => {
    if (panelRef.current?.contains(document.activeElement)) cameFrom.current?.focus();
    setOpen(false);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  const shown = typeof price === 'object' ? price : undefined;
  const title = shown?.percentOff ? `${shown.percentOff}% OFF` : `Go live for ${shown?.amount ?? ''}`;

  return (
    <div aria-live="polite">
      {open && shown ? (
        <aside
          ref={panelRef}
          aria-labelledby={titleId}
          onKeyDown={closeOnEscape}
          onFocus={(event) => {
            const from = event.relatedTarget;
            if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
          }}
          className="fixed inset-x-4 bottom-4 z-30 rounded-2xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-slate-200 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
        >
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-2 text-2xl font-bold tracking-tight text-indigo-700">Portfolio Maker</p>
          <p className="mt-2 text-base leading-7 text-slate-700">
            Your portfolio website, built and hosted for a one-time payment.
          </p>
          <div className="mt-4">
            <PriceTag
              price={shown}
              amountClassName="text-4xl font-bold text-slate-900"
              listClassName="text-lg text-slate-600"
            />
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
            <Link to="/templates" onClick={() => setOpen(false)} className={buttonClassName('primary')}>
              Get Started <span aria-hidden="true">→</span>
            </Link>
          </div>
        </aside>
      ) : null}
    </div>
  );
}
