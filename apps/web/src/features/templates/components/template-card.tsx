import type { TEMPLATES } from '@portfolio/shared/templates';
import { useId } from 'react';
import { Link } from 'react-router';
import { type PriceState, PriceTag } from '../../../components/price-tag.tsx';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { TEMPLATE_THUMBNAILS } from '../utils/template-thumbnails.ts';

type TemplateCardProps = {
  template: (typeof TEMPLATES)[number];
  /** Where Select leads: the editor for a signed-in user, the login page for a visitor. */
  selectTo: string;
  onPreview: () => void;
  /** The server's price (docs/design.md deviation 8), not the spec's ₹199 against ₹499. */
  price: PriceState;
};

/** A template's card (docs/spec.md §2): a true thumbnail, the price, the list price struck through, '…% OFF'. */
export function TemplateCard({ template, selectTo, onPreview, price }: TemplateCardProps) {
  const percentOff = typeof price === 'object' ? price.percentOff : undefined;
  const nameId = useId();
  const thumbnail = TEMPLATE_THUMBNAILS[template.id];
  return (
    <article
      aria-labelledby={nameId}
      className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <img
        src={thumbnail.src}
        width={640}
        height={400}
        alt={thumbnail.alt}
        loading={template.id === 1 ? undefined : 'lazy'}
        className="h-auto w-full border-b border-slate-200"
      />
      <div className="flex flex-1 flex-col p-6">
        <h2 id={nameId} className="text-2xl font-bold tracking-tight text-slate-900">
          {template.name}
        </h2>
        {/* Over the thumbnail's corner: the price comes after the page is drawn, and takes no room when it does. */}
        {percentOff ? (
          <p className="absolute top-3 right-3 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 shadow-sm ring-1 ring-emerald-200">
            {percentOff}% OFF • Limited Time
          </p>
        ) : null}
        <p className="mt-3 flex-1 text-sm leading-6 text-slate-600">{template.description}</p>
        <div className="mt-5">
          <PriceTag
            price={price}
            amountClassName="text-3xl font-bold text-slate-900"
            listClassName="text-lg text-slate-600"
          />
        </div>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Link to={selectTo} className={buttonClassName('primary')} aria-describedby={nameId}>
            Select
          </Link>
          <Button variant="secondary" onClick={onPreview} aria-haspopup="dialog" aria-describedby={nameId}>
            Preview
          </Button>
        </div>
      </div>
    </article>
  );
}
