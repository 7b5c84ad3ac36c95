import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';

/** Set in sessionStorage once the popup has been shown: it never shows again in this browser session. */
export const PROMO_SEEN_KEY = 'pm-promo-seen';

/** SPEC.md §9: the popup appears 3 s after the page loads. */
const PROMO_DELAY_MS = 3000;

/**
 * The layout's 20 s schedule (SPEC.md §9). With DESIGN.md deviation 6 it never shows a second popup:
 * it is the one later chance when another dialog (a sign-in code, the menu) was open at 3 s.
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

const ADMIN_PATHS = /^\/(userslist|messages)\b/i;

/** The '75% OFF' offer (SPEC.md §2, §4): opened by a timer, at most once per browser session. */
export function PromoPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (promoSeen()) return;
    const show = (lastChance: boolean) => {
      // Administrators at work are not buyers: the offer waits for a page that sells.
      if (promoSeen() || ADMIN_PATHS.test(window.location.pathname)) return;
      // Never take focus from a dialog the visitor is using.
      if (document.querySelector('dialog[open]')) {
        if (!lastChance) retry = window.setTimeout(() => show(true), PROMO_RETRY_MS - PROMO_DELAY_MS);
        return;
      }
      markPromoSeen();
      setOpen(true);
    };
    let retry: number | undefined;
    const first = window.setTimeout(() => show(false), PROMO_DELAY_MS);
    return () => {
      window.clearTimeout(first);
      window.clearTimeout(retry);
    };
  }, []);

  const close = () => setOpen(false);

  return (
    <Dialog open={open} onClose={close} title="75% OFF">
      <p className="mt-4 text-2xl font-bold tracking-tight text-indigo-700">Portfolio Maker</p>
      <p className="mt-2 text-base leading-7 text-slate-700">
        Your portfolio website, built and hosted for a one-time payment.
      </p>
      <p className="mt-4 flex items-baseline gap-3">
        <s className="text-lg text-slate-600">
          <span className="sr-only">Original price: </span>₹399
        </s>
        <span className="text-4xl font-bold text-slate-900">
          <span className="sr-only">Now: </span>₹99
        </span>
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
        <Link to="/templates" onClick={close} className={buttonClassName('primary')}>
          Get Started <span aria-hidden="true">→</span>
        </Link>
      </DialogActions>
    </Dialog>
  );
}
