import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type TabItem<Id extends string> = { id: Id; label: string };

type TabsProps<Id extends string> = {
  /** The tab list's name. */
  label: string;
  items: readonly TabItem<Id>[];
  selectedId: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's panel content; only the selected panel is rendered. */
  children: ReactNode;
};

/** Where each key moves the focus, from the index of the focused tab (WAI-ARIA APG tabs pattern). */
function targetIndex(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Tabs with automatic activation: one tab stop for the whole list, the arrow keys (and Home, End)
 * move to a tab and select it. Each tab controls its own panel; the panels of the other tabs stay
 * empty and hidden.
 */
export function Tabs<Id extends string>({ label, items, selectedId, onSelect, children }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetIndex(event.key, index, items.length);
    const item = target === undefined ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    onSelect(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  return (
    <div>
      {/* The tabs wrap on a narrow screen rather than scroll: none hides off the edge. */}
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {items.map((item, index) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-600 hover:border-slate-300 hover:text-slate-900 aria-selected:border-indigo-600 aria-selected:text-indigo-700"
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selectedId}
          className="pt-6"
        >
          {item.id === selectedId ? children : null}
        </div>
      ))}
    </div>
  );
}
