import type { AnyListField } from '@portfolio/shared/portfolio';
import { EMPTY_ITEMS } from '@portfolio/shared/portfolio';
import { useEffect, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import type { FormFields, PortfolioPath } from '../hooks/use-form-fields.ts';
import type { SectionFolds } from '../utils/section-folds.ts';
import { editorSection } from './editor-sections.ts';
import { FormControl } from './form-control.tsx';
import { FormSection } from './form-section.tsx';
import { LIST_SECTIONS } from './list-sections.ts';

type ListSectionProps = {
  list: AnyListField;
  fields: FormFields;
  folds: SectionFolds;
};

/**
 * An item out of view is not laid out or painted (content-visibility), and one in view keeps its
 * layout to itself: a key press in one item of 30 does not lay out and paint the others (bench:editor).
 * An item keeps the height it last had while out of view.
 */
const ITEM_CLASS_NAME = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';

/** A new item of the list, its own lists (a group's skills) fresh. */
const emptyItem = (list: AnyListField) =>
  Object.fromEntries(
    Object.entries(EMPTY_ITEMS[list]).map(([key, value]) => [key, Array.isArray(value) ? [] : value]),
  ) as (typeof EMPTY_ITEMS)[typeof list];

/** '3 projects', '1 project', 'No projects'. */
const countOf = (count: number, noun: string, plural: string) =>
  count === 0 ? `No ${plural}` : `${count} ${count === 1 ? noun : plural}`;

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * A repeatable section (docs/spec.md §2, §4): one fieldset per item, numbered, with its own Remove
 * button, and an Add button. Adding moves focus to the new item's first field; removing, to Add.
 * Items keep their key (useFieldArray's id), so a removed item takes nothing typed in its neighbours
 * with it; adding or removing one takes the list's messages away, as typing does a field's.
 */
export function ListSection({ list, fields, folds }: ListSectionProps) {
  const spec = LIST_SECTIONS[list];
  const { fields: items, append, remove } = useFieldArray({ control: fields.control, name: list });
  const focusAdded = useRef(false);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focusAdded.current) return;
    focusAdded.current = false;
    listRef.current?.lastElementChild?.querySelector<HTMLElement>('input, textarea')?.focus();
  });

  const changed = () => {
    fields.clearMessages(list);
    fields.notifyChange();
  };
  const add = () => {
    append(emptyItem(list), { shouldFocus: false });
    focusAdded.current = true;
    changed();
  };
  const removeAt = (index: number) => {
    remove(index);
    addRef.current?.focus();
    changed();
  };

  return (
    <FormSection
      section={editorSection(list)}
      folds={folds}
      messages={fields.messages}
      summary={countOf(items.length, spec.noun, spec.legend.toLowerCase())}
    >
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">
          No {spec.legend.toLowerCase()} added. This section is left out.
        </p>
      ) : (
        <ol ref={listRef} className="space-y-5">
          {items.map((item, index) => (
            <li key={item.id} className={ITEM_CLASS_NAME}>
              <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-800">
                  {capitalise(spec.noun)} {index + 1}
                </legend>
                <div className="grid gap-4 sm:grid-cols-2">
                  {spec.fields.map(({ name, kind, label, hint, rows = 3 }) => (
                    <FormControl
                      key={name}
                      fields={fields}
                      name={`${list}.${index}.${name}` as PortfolioPath}
                      className={
                        kind === 'textarea' || kind === 'skills' || kind === 'images'
                          ? 'sm:col-span-2'
                          : undefined
                      }
                      kind={kind}
                      label={label}
                      hint={hint}
                      rows={rows}
                    />
                  ))}
                </div>
                <Button variant="ghost" className="mt-3 -ml-2" onClick={() => removeAt(index)}>
                  Remove {spec.noun} {index + 1}
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <Button ref={addRef} variant="secondary" className="mt-4" onClick={add}>
        Add {spec.noun}
      </Button>
    </FormSection>
  );
}
