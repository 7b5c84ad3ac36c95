import { type KeyboardEvent, useId, useRef } from 'react';
import { Link } from 'react-router';
import { PriceTag, type ShownPrice } from '../../../components/price-tag.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * The offer's panel (promo-popup.tsx opens it). It never takes the focus: a panel in the corner that
 * the keyboard reaches in the page's order and that Close or Escape (from inside it) dismisses, the
 * focus going back to where it came from.
 */
export function PromoPanel({ price, onClose }: { price: ShownPrice; onClose: () => void }) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  // Where the focus came from when it entered the panel: it goes back there when the panel closes.
  const cameFrom = useRef<HTMLElement | null>(null);

  const close = () => {
    if (panelRef.current?.contains(document.activeElement)) cameFrom.current?.focus();
    onClose();
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  const title = price.percentOff ? `${price.percentOff}% OFF` : `Go live for ${price.amount}`;

  return (
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
          price={price}
          amountClassName="text-4xl font-bold text-slate-900"
          listClassName="text-lg text-slate-600"
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
        <Link to={paths.templates} onClick={() => onClose()} className={buttonClassName('primary')}>
          Get Started <span aria-hidden="true">→</span>
        </Link>
      </div>
    </aside>
  );
}
