/** A price as the pages show it: ₹99, the list price struck through beside it, and the saving. */
export type ShownPrice = {
  amount: string;
  /** The list price, when one is configured. */
  listAmount?: string;
  /** Whole percent off the list price, rounded down so it never overstates the saving. */
  percentOff?: number;
};

/** The price while it is asked for, once known, or when it could not be had. */
export type PriceState = ShownPrice | 'loading' | 'unavailable';

type PriceTagProps = {
  price: PriceState;
  /** Classes of the price itself: its size. */
  amountClassName: string;
  /** Classes of the struck-through list price. */
  listClassName: string;
};

/**
 * The list price struck through and the price. Its line keeps its height while the price loads or
 * when it cannot be had, so nothing below it moves; the price comes as a new line (its own key)
 * rather than the waiting line's text moved aside, which would count as a layout shift.
 */
export function PriceTag({ price, amountClassName, listClassName }: PriceTagProps) {
  if (price === 'loading' || price === 'unavailable') {
    return (
      // A block in the price's own size: its line keeps the height the price will have.
      <p key="waiting" className={amountClassName}>
        <span aria-hidden="true">{'\u00a0'}</span>
        {price === 'loading' ? (
          <span className="sr-only">Loading the price…</span>
        ) : (
          <span className="text-sm font-normal text-slate-600">
            The price could not be loaded; it is shown before you pay.
          </span>
        )}
      </p>
    );
  }
  return (
    <p key="shown" className="flex items-baseline gap-3">
      {price.listAmount ? (
        <s className={listClassName}>
          <span className="sr-only">Original price: </span>
          {price.listAmount}
        </s>
      ) : null}
      <span className={amountClassName}>
        <span className="sr-only">{price.listAmount ? 'Now: ' : 'Price: '}</span>
        {price.amount}
      </span>
    </p>
  );
}
