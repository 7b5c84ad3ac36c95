import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PriceState } from '../../../components/price-tag.tsx';
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

// The panel's code comes when it is shown: most visits never see it, or see it seconds in.
const PromoPanel = lazy(() => import('./promo-panel.tsx').then((m) => ({ default: m.PromoPanel })));

/**
 * The offer (docs/spec.md §2, §4), opened by a timer at most once per browser session, with the server's
 * price (docs/design.md deviation 8). It never takes the focus: a panel in the corner, announced politely,
 * that the keyboard reaches in the page's order and that Close or Escape (from inside it) dismisses.
 */
export function PromoPopup({ price, isSignedIn }: { price: PriceState; isSignedIn: () => boolean }) {
  const [open, setOpen] = useState(false);
  // The timers read the price as it is when they fire.
  const priceRef = useRef(price);
  useEffect(() => {
    priceRef.current = price;
  });

  useEffect(() => {
    if (promoSeen()) return;
    let retry: number | undefined;
    const show = (lastChance: boolean) => {
      // No offer for someone signed in: they have an account, most of them a site they paid for.
      if (promoSeen() || isSignedIn()) return;
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
  }, [isSignedIn]);

  const shown = typeof price === 'object' ? price : undefined;
  return (
    <div aria-live="polite">
      {open && shown ? (
        <Suspense>
          <PromoPanel price={shown} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
