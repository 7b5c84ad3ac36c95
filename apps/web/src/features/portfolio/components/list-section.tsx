import type { ListField } from '@portfolio/shared/portfolio';
import { EMPTY_ITEMS } from '@portfolio/shared/portfolio';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { FieldProps } from '../../../hooks/use-schema-form.ts';
import type { ListItem } from '../utils/form-values.ts';
import { FormControl } from './form-control.tsx';
import { FormSection } from './form-section.tsx';
import { LIST_SECTIONS } from './list-sections.ts';

type ListSectionProps<List extends ListField> = {
  list: List;
  items: ListItem<List>[];
  /** useSchemaForm's props of one item's field, by its path ('projects.0.title'). */
  field(path: string): FieldProps;
  /** The list after an item was added or removed. */
  onItemsChange: (items: ListItem<List>[]) => void;
};

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * A repeatable section (docs/spec.md §2, §4): one fieldset per item, numbered, with its own Remove
 * button, and an Add button. Adding moves focus to the new item's first field; removing, to Add.
 */
export function ListSection<List extends ListField>({
  list,
  items,
  field,
  onItemsChange,
}: ListSectionProps<List>) {
  const spec = LIST_SECTIONS[list];
  const nextKey = useRef(items.length);
  // Stable keys, so removing an item does not move typed text or focus into its neighbour.
  const [keys, setKeys] = useState(() => items.map((_, index) => index));
  const itemKeys = keys.length === items.length ? keys : items.map((_, index) => -1 - index);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const itemRefs = useRef(new Map<number, HTMLFieldSetElement>());
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusKey === null) return;
    itemRefs.current.get(focusKey)?.querySelector<HTMLElement>('input, textarea')?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const add = () => {
    const key = nextKey.current++;
    setKeys([...itemKeys, key]);
    onItemsChange([...items, { ...EMPTY_ITEMS[list] }]);
    setFocusKey(key);
  };

  const remove = (index: number) => {
    setKeys(itemKeys.filter((_, i) => i !== index));
    onItemsChange(items.filter((_, i) => i !== index));
    addRef.current?.focus();
  };

  return (
    <FormSection legend={spec.legend}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">
          No {spec.legend.toLowerCase()} added. This section is left out.
        </p>
      ) : (
        <ol className="space-y-5">
          {items.map((_, index) => {
            const key = itemKeys[index] ?? index;
            return (
              <li key={key}>
                <fieldset
                  ref={(element) => {
                    if (element) itemRefs.current.set(key, element);
                    else itemRefs.current.delete(key);
                  }}
                  className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
                >
                  <legend className="px-1 text-sm font-semibold text-slate-800">
                    {capitalise(spec.noun)} {index + 1}
                  </legend>
                  <div className="grid gap-4 sm:grid-cols-2">
                    {spec.fields.map(({ name, kind, label }) => (
                      <FormControl
                        key={name}
                        {...field(`${list}.${index}.${name}`)}
                        className={kind === 'textarea' ? 'sm:col-span-2' : undefined}
                        kind={kind}
                        label={label}
                        rows={3}
                      />
                    ))}
                  </div>
                  <Button variant="ghost" className="mt-3 -ml-2" onClick={() => remove(index)}>
                    Remove {spec.noun} {index + 1}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <Button ref={addRef} variant="secondary" className="mt-4" onClick={add}>
        Add {spec.noun}
      </Button>
    </FormSection>
  );
}
