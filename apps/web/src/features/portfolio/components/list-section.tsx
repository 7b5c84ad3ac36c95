import type { ListField } from '@portfolio/shared/portfolio';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import type { FormErrors } from '../utils/form-validation.ts';
import { EMPTY_ITEMS, type ListItem } from '../utils/form-values.ts';
import { FormControl } from './form-control.tsx';
import { LIST_SECTIONS } from './list-sections.ts';

type ListSectionProps<List extends ListField> = {
  list: List;
  items: ListItem<List>[];
  errors: FormErrors;
  /**
   * The list after an edit. `editedKey` names the one field typed in ('projects.0.title'); it is
   * absent when items were added or removed, which renumbers them.
   */
  onChange: (items: ListItem<List>[], editedKey?: string) => void;
};

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * A repeatable section (docs/spec.md §2, §4): one fieldset per item, numbered, with its own Remove
 * button, and an Add button. Adding moves focus to the new item's first field; removing, to Add.
 */
export function ListSection<List extends ListField>({
  list,
  items,
  errors,
  onChange,
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
    onChange([...items, { ...EMPTY_ITEMS[list] }]);
    setFocusKey(key);
  };

  const remove = (index: number) => {
    setKeys(itemKeys.filter((_, i) => i !== index));
    onChange(items.filter((_, i) => i !== index));
    addRef.current?.focus();
  };

  const edit = (index: number, field: string, value: string) => {
    onChange(
      items.map((item, i) => (i === index ? { ...item, [field]: value } : item)),
      `${list}.${index}.${field}`,
    );
  };

  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="px-2 text-lg font-semibold text-slate-900">{spec.legend}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">
          No {spec.legend.toLowerCase()} added. This section is left out.
        </p>
      ) : (
        <ol className="space-y-5">
          {items.map((item, index) => {
            const key = itemKeys[index] ?? index;
            const values = item as Record<string, string>;
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
                    {spec.fields.map((field) => (
                      <FormControl
                        key={field.name}
                        className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}
                        kind={field.kind}
                        label={field.label}
                        name={`${list}.${index}.${field.name}`}
                        rows={3}
                        value={values[field.name] ?? ''}
                        onValueChange={(value) => edit(index, field.name, value)}
                        error={errors[`${list}.${index}.${field.name}`]}
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
    </fieldset>
  );
}
