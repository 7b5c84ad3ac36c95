import { type ReactNode, useId, useState } from 'react';
import { ChevronIcon } from '../../../components/icons.tsx';

export type FaqItem = { question: string; answer: ReactNode };

function FaqEntry({ item }: { item: FaqItem }) {
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 className="text-base font-semibold text-slate-900 sm:text-lg">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:bg-slate-50"
        >
          {item.question}
          <ChevronIcon
            direction="down"
            width={20}
            height={20}
            className={`size-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="px-5 pb-5 text-base leading-7 text-slate-700">
        {item.answer}
      </div>
    </li>
  );
}

/** Questions that open and close one at a time under their own button (keyboard: Tab, Enter, Space). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <ul className="mt-10 max-w-3xl space-y-3">
      {items.map((item) => (
        <FaqEntry key={item.question} item={item} />
      ))}
    </ul>
  );
}
