import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { SectionKey } from '@portfolio/shared/site-rules';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import type { FormFields } from '../hooks/use-form-fields.ts';
import type { SectionFolds } from '../utils/section-folds.ts';
import {
  editorOrder,
  movedMessage,
  moveSection,
  sectionName,
  sectionsSummary,
  withHidden,
} from '../utils/section-order.ts';
import { editorSection } from './editor-sections.ts';
import { FormSection } from './form-section.tsx';
import { GripIcon, MoveButton, silentAnnouncements, vertical } from './sortable-parts.tsx';

type Props = { fields: FormFields; folds: SectionFolds };

/**
 * 'Sections of your site': one row per section in the order the site will show them, each with Move
 * up / Move down buttons (the focus stays on the pressed button, a polite live region says where the
 * section went), a 'Show on my site' check box, and a handle to drag it with a pointer. Only the
 * order, the hidden sections and the template are watched: typing elsewhere re-renders none of it.
 */
export function SectionOrderSection({ fields, folds }: Props) {
  const [sectionOrder, hidden, templateId, customSections = []] = useWatch({
    control: fields.control,
    name: ['sectionOrder', 'hiddenSections', 'templateId', 'customSections'],
  });
  const order = editorOrder(templateId, sectionOrder, customSections);
  const nameOf = (id: SectionKey) => sectionName(id, customSections);
  const moves = useSectionMoves(fields, order, nameOf);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const hide = (id: SectionKey, hiding: boolean) =>
    fields.setValue('hiddenSections', withHidden(hidden ?? [], id, hiding, customSections));

  return (
    <FormSection
      section={editorSection('sections')}
      folds={folds}
      messages={fields.messages}
      description="Choose the order of your site's sections and which it shows. A hidden section keeps what you wrote in it."
      summary={sectionsSummary(order, hidden ?? [], customSections)}
    >
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[vertical]}
        onDragEnd={moves.dropped}
        accessibility={{ announcements: silentAnnouncements }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol ref={moves.listRef} className="space-y-2">
            {order.map((id, index) => (
              <SectionRow
                key={id}
                id={id}
                name={nameOf(id)}
                first={index === 0}
                last={index === order.length - 1}
                shown={!(hidden ?? []).includes(id)}
                onMove={(by) => moves.move(id, by)}
                onShow={(shown) => hide(id, !shown)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" aria-live="polite" className="sr-only">
        {moves.message}
      </p>
      <Button
        variant="ghost"
        className="mt-3"
        aria-disabled={(sectionOrder ?? []).length === 0}
        onClick={moves.reset}
      >
        Use the template's order
      </Button>
    </FormSection>
  );
}

/** Moving rows (buttons, a drop, a reset): the new order set, announced, the pressed button kept focused. */
function useSectionMoves(fields: FormFields, order: SectionKey[], nameOf: (id: SectionKey) => string) {
  const [message, setMessage] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<string | null>(null);

  useLayoutEffect(() => {
    const key = focusAfter.current;
    focusAfter.current = null;
    // A moved row's node may have been taken out and put back: its button gets the focus again.
    if (key) listRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`)?.focus();
  });

  const put = (id: SectionKey, to: number) => {
    const from = order.indexOf(id);
    if (to < 0 || to >= order.length || to === from) return;
    const next = moveSection(order, from, to);
    fields.setValue('sectionOrder', next);
    setMessage(movedMessage(nameOf(id), to + 1, next.length));
  };
  return {
    listRef,
    message,
    move(id: SectionKey, by: -1 | 1) {
      focusAfter.current = `${id}-${by < 0 ? 'up' : 'down'}`;
      put(id, order.indexOf(id) + by);
    },
    dropped({ active, over }: DragEndEvent) {
      if (over) put(active.id as SectionKey, order.indexOf(over.id as SectionKey));
    },
    reset() {
      if (fields.getValues().sectionOrder.length === 0) return;
      fields.setValue('sectionOrder', []);
      setMessage("Sections back in the template's order");
    },
  };
}

type RowProps = {
  id: SectionKey;
  /** The section's name: a built-in one's, or the owner's title for their own. */
  name: string;
  first: boolean;
  last: boolean;
  shown: boolean;
  onMove: (by: -1 | 1) => void;
  onShow: (shown: boolean) => void;
};

/** One section: a drag handle (pointer only: the buttons are the keyboard's way), its name, its moves, its check box. */
function SectionRow({ id, name, first, last, shown, onMove, onShow }: RowProps) {
  const sortable = useSortable({ id });
  const nameId = useId();
  const checkId = useId();
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`rounded-xl border border-slate-200 bg-white ${sortable.isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <fieldset aria-labelledby={nameId} className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 p-2">
        <span
          ref={sortable.setActivatorNodeRef}
          {...sortable.listeners}
          aria-hidden="true"
          title="Drag to move"
          className="flex min-h-11 w-8 cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
        >
          <GripIcon />
        </span>
        <span className={`min-w-24 flex-1 font-medium ${shown ? 'text-slate-900' : 'text-slate-600'}`}>
          <span id={nameId}>{name}</span>
          {shown ? null : <span className="font-normal"> · Hidden</span>}
        </span>
        <span className="flex items-center gap-1">
          <MoveButton direction="up" disabled={first} label="Move up" focusKey={`${id}-up`} onMove={onMove} />
          <MoveButton
            direction="down"
            disabled={last}
            label="Move down"
            focusKey={`${id}-down`}
            onMove={onMove}
          />
        </span>
        <span className="flex basis-full items-center gap-2 pl-10 sm:basis-auto sm:pl-0">
          <input
            id={checkId}
            type="checkbox"
            checked={shown}
            onChange={(event) => onShow(event.target.checked)}
            className="size-4 accent-indigo-600"
          />
          <label htmlFor={checkId} className="text-sm text-slate-900">
            Show on my site
          </label>
        </span>
      </fieldset>
    </li>
  );
}
