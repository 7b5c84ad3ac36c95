import { type ReactNode, useId } from 'react';
import { ChevronIcon } from '../../../components/icons.tsx';
import { useSectionMarked, useSectionOpen } from '../hooks/use-section-folds.ts';
import type { FieldMessages } from '../utils/field-messages.ts';
import type { SectionFolds } from '../utils/section-folds.ts';
import { type EditorSection, sectionAnchor } from './editor-sections.ts';

type FormSectionProps = {
  section: EditorSection;
  folds: SectionFolds;
  messages: FieldMessages;
  description?: string;
  /** What the section holds, shown in its place while it is folded ('3 projects'). */
  summary: ReactNode;
  children: ReactNode;
};

/**
 * One card of the portfolio form: a fieldset whose legend opens and folds it. Folded, its fields stay
 * in the page (hidden, their values and chosen files kept) and a line says what it holds, and whether
 * a field in it has a message to fix.
 */
export function FormSection({ section, folds, messages, description, summary, children }: FormSectionProps) {
  const open = useSectionOpen(folds, section.id);
  const marked = useSectionMarked(messages, section);
  const contentId = useId();
  const descriptionId = useId();
  return (
    <fieldset
      id={sectionAnchor(section.id)}
      aria-describedby={description ? descriptionId : undefined}
      className="min-w-0 scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <legend className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => folds.setOpen(section.id, !open)}
          className="flex min-h-11 items-center gap-1 rounded-lg px-2 hover:bg-slate-100"
        >
          <ChevronIcon direction={open ? 'down' : 'right'} className="size-5 text-slate-500" />
          {section.legend}
        </button>
      </legend>
      {open ? null : (
        <p className="-mt-1 text-sm text-slate-600">
          {summary}
          {marked ? <span className="font-medium text-red-700"> · A field here needs fixing</span> : null}
        </p>
      )}
      <div id={contentId} hidden={!open}>
        {description ? (
          <p id={descriptionId} className="-mt-1 mb-4 text-sm text-slate-600">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </fieldset>
  );
}
