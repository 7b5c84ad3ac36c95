import {
  CUSTOM_SECTION_TITLE_MAX,
  CUSTOM_SECTIONS_MAX,
  EMPTY_CUSTOM_SECTION_ITEM,
} from '@portfolio/shared/portfolio';
import { customSectionKey } from '@portfolio/shared/site-rules';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { type UseFieldArrayReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { FormFields, PortfolioPath } from '../hooks/use-form-fields.ts';
import type { PortfolioValues } from '../utils/form-values.ts';
import type { SectionFolds } from '../utils/section-folds.ts';
import { type EditorSection, editorSection } from './editor-sections.ts';
import { FormControl } from './form-control.tsx';
import { FormSection } from './form-section.tsx';
import { ItemImageField } from './item-image-field.tsx';

type Props = { fields: FormFields; folds: SectionFolds };

/** A new section's id: 8 lowercase letters or digits (the server checks the shape), stable across saves. */
export function newCustomSectionId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** An item's fields, in the order the form shows them. */
const ITEM_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'subtitle', label: 'Subtitle (where, with whom)' },
  { name: 'startDate', label: 'Date', kind: 'month' },
  { name: 'endDate', label: 'End date (for a range)', kind: 'month' },
  { name: 'link', label: 'Link', kind: 'url' },
  { name: 'description', label: 'Description', kind: 'textarea' },
] as const;

/**
 * 'Your own sections': sections the owner names ('Talks', 'Exhibitions'…), each a folding card of
 * its own with a title and a list of items. 'Add a section' takes the title typed beside it. Each
 * is `custom-<id>` in 'Sections of your site', where it is ordered and hidden like the others.
 */
export function CustomSections({ fields, folds }: Props) {
  const {
    fields: sections,
    append,
    remove,
  } = useFieldArray({
    control: fields.control,
    name: 'customSections',
    keyName: 'key',
  });
  const addInput = useRef<HTMLInputElement>(null);
  const changed = () => {
    fields.clearMessages('customSections');
    fields.notifyChange();
  };
  const add = (title: string) => {
    const id = newCustomSectionId();
    append({ id, title, items: [] }, { shouldFocus: false });
    folds.setOpen(customSectionKey(id), true);
    changed();
  };
  const removeAt = (index: number, id: string) => {
    remove(index);
    // The order and the hidden sections forget it, so the save names no section that is gone.
    forgetSection(fields, customSectionKey(id));
    addInput.current?.focus();
    changed();
  };
  return (
    <FormSection
      section={editorSection('custom')}
      folds={folds}
      messages={fields.messages}
      description="Add sections of your own: Talks, Exhibitions, Publications, Certifications… Order and hide them in 'Sections of your site'."
      summary={<CustomSummary fields={fields} />}
    >
      <div className="space-y-5">
        {sections.map((section, index) => (
          <CustomSectionCard
            key={section.key}
            id={section.id}
            index={index}
            fields={fields}
            folds={folds}
            onRemove={() => removeAt(index, section.id)}
          />
        ))}
      </div>
      <AddSection inputRef={addInput} full={sections.length >= CUSTOM_SECTIONS_MAX} onAdd={add} />
    </FormSection>
  );
}

/** The order and the hidden sections without a section (removed). */
function forgetSection(fields: FormFields, key: string) {
  const { sectionOrder, hiddenSections } = fields.getValues();
  fields.setValue(
    'sectionOrder',
    sectionOrder.filter((other) => other !== key),
  );
  fields.setValue(
    'hiddenSections',
    hiddenSections.filter((other) => other !== key),
  );
}

/** The folded card's line: 'Talks, Exhibitions', or none yet. Watches the titles alone. */
function CustomSummary({ fields }: { fields: FormFields }) {
  const sections = useWatch({ control: fields.control, name: 'customSections' }) ?? [];
  const titles = sections.map((section) => section.title.trim() || 'Untitled section');
  return <>{titles.length > 0 ? titles.join(', ') : 'No sections of your own'}</>;
}

type AddSectionProps = {
  inputRef: RefObject<HTMLInputElement | null>;
  full: boolean;
  onAdd: (title: string) => void;
};

/** The new section's title and its Add button (Enter in the field adds too, rather than saving the form). */
function AddSection({ inputRef, full, onAdd }: AddSectionProps) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const add = () => {
    const trimmed = title.trim();
    if (full) return setError(`You can add at most ${CUSTOM_SECTIONS_MAX} sections of your own.`);
    if (!trimmed) return setError('Type the new section’s title first, for example Talks.');
    onAdd(trimmed.slice(0, CUSTOM_SECTION_TITLE_MAX));
    setTitle('');
    setError(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className="mt-5 flex flex-wrap items-end gap-3">
      <TextField
        ref={inputRef}
        label="New section title"
        hint="Talks, Exhibitions, Publications…"
        className="min-w-48 flex-1"
        value={title}
        maxLength={CUSTOM_SECTION_TITLE_MAX}
        autoComplete="off"
        error={error}
        onChange={(event) => {
          setTitle(event.target.value);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <Button variant="secondary" className="mb-0.5" onClick={add}>
        Add a section
      </Button>
    </div>
  );
}

type CardProps = {
  id: string;
  index: number;
  fields: FormFields;
  folds: SectionFolds;
  onRemove: () => void;
};

/** One section of the owner's own: a folding card named by its title (it watches its title alone). */
function CustomSectionCard({ id, index, fields, folds, onRemove }: CardProps) {
  const path = `customSections.${index}` as const;
  const title = useWatch({ control: fields.control, name: `${path}.title` }) ?? '';
  const items = useFieldArray({ control: fields.control, name: `${path}.items` });
  const section: EditorSection = {
    id: customSectionKey(id),
    legend: title.trim() || 'Untitled section',
    paths: [path],
  };
  // A submit that finds a field to fix in here opens the card, as the editor's own folds do.
  useEffect(
    () =>
      fields.messages.subscribeFocus(() => {
        if (fields.messages.has(path)) folds.setOpen(section.id, true);
      }),
    [fields.messages, folds, path, section.id],
  );
  const count = items.fields.length;
  return (
    <FormSection
      section={section}
      folds={folds}
      messages={fields.messages}
      summary={count === 0 ? 'No items' : `${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <FormControl fields={fields} name={`${path}.title`} label="Section title" required />
      <CustomItems path={path} items={items} fields={fields} />
      <RemoveSection name={section.legend} itemCount={count} onRemove={onRemove} />
    </FormSection>
  );
}

type ItemsProps = {
  path: `customSections.${number}`;
  items: UseFieldArrayReturn<PortfolioValues, `customSections.${number}.items`>;
  fields: FormFields;
};

/** A section's items, each a numbered fieldset with its Remove button, and Add item (the focus goes to the new one). */
function CustomItems({ path, items, fields }: ItemsProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAdded = useRef(false);
  useEffect(() => {
    if (!focusAdded.current) return;
    focusAdded.current = false;
    listRef.current?.lastElementChild?.querySelector<HTMLElement>('input, textarea')?.focus();
  });
  const changed = () => {
    fields.clearMessages(`${path}.items`);
    fields.notifyChange();
  };
  return (
    <>
      <ol ref={listRef} className="mt-4 space-y-5">
        {items.fields.map((item, index) => (
          <li key={item.id}>
            <CustomItem
              name={`${path}.items.${index}`}
              number={index + 1}
              fields={fields}
              onRemove={() => {
                items.remove(index);
                addRef.current?.focus();
                changed();
              }}
            />
          </li>
        ))}
      </ol>
      <Button
        ref={addRef}
        variant="secondary"
        className="mt-4"
        onClick={() => {
          items.append({ ...EMPTY_CUSTOM_SECTION_ITEM }, { shouldFocus: false });
          focusAdded.current = true;
          changed();
        }}
      >
        Add item
      </Button>
    </>
  );
}

type ItemProps = {
  name: `customSections.${number}.items.${number}`;
  number: number;
  fields: FormFields;
  onRemove: () => void;
};

/** One item: its fields and its Remove button. */
function CustomItem({ name, number, fields, onRemove }: ItemProps) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Item {number}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {ITEM_FIELDS.map((field) => (
          <FormControl
            key={field.name}
            fields={fields}
            name={`${name}.${field.name}` as PortfolioPath}
            kind={'kind' in field ? field.kind : undefined}
            label={field.label}
            className={field.name === 'description' ? 'sm:col-span-2' : undefined}
            rows={3}
          />
        ))}
      </div>
      <ItemImageField fields={fields} name={name} number={number} />
      <Button variant="ghost" className="mt-3 -ml-2" onClick={onRemove}>
        Remove item {number}
      </Button>
    </fieldset>
  );
}

/** Remove the section: at once when it has no item, else after a confirmation in place. */
function RemoveSection({
  name,
  itemCount,
  onRemove,
}: {
  name: string;
  itemCount: number;
  onRemove: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <Button
        variant="ghost"
        className="mt-4 -ml-2"
        onClick={() => (itemCount > 0 ? setAsking(true) : onRemove())}
      >
        Remove the section {name}
      </Button>
    );
  }
  return (
    <fieldset aria-labelledby={questionId} className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3">
      <p id={questionId} className="text-sm text-slate-900">
        Remove {name} and its {itemCount === 1 ? 'item' : `${itemCount} items`}?
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button ref={confirmRef} variant="secondary" onClick={onRemove}>
          Remove {name}
        </Button>
        <Button variant="ghost" onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </div>
    </fieldset>
  );
}
