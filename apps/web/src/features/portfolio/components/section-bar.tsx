import type { MouseEvent } from 'react';
import { useSectionMarked } from '../hooks/use-section-folds.ts';
import type { FieldMessages } from '../utils/field-messages.ts';
import type { SectionFolds } from '../utils/section-folds.ts';
import { EDITOR_SECTIONS, type EditorSection, sectionAnchor } from './editor-sections.ts';

type SectionBarProps = { folds: SectionFolds; messages: FieldMessages };

/**
 * The editor's sections as a bar held at the top of the screen: a link opens its section and brings it
 * into view, its heading focused; a red mark (and its words, for a screen reader) shows which section
 * holds a field to fix.
 */
export function SectionBar({ folds, messages }: SectionBarProps) {
  return (
    <nav
      aria-label="Form sections"
      className="sticky top-0 z-10 -mx-4 mt-6 border-b border-slate-200 bg-white/95 px-2 py-1 backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
    >
      <ul className="flex gap-1 overflow-x-auto">
        {EDITOR_SECTIONS.map((section) => (
          <li key={section.id} className="shrink-0">
            <SectionLink section={section} folds={folds} messages={messages} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SectionLink({ section, folds, messages }: { section: EditorSection } & SectionBarProps) {
  const marked = useSectionMarked(messages, section);
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    folds.setOpen(section.id, true);
    // Opened by now (a click's update is drawn before the next frame): its heading to the top, focused.
    requestAnimationFrame(() => {
      const target = document.getElementById(sectionAnchor(section.id));
      target?.scrollIntoView({ block: 'start' });
      target?.querySelector<HTMLElement>('legend button')?.focus({ preventScroll: true });
    });
  };
  return (
    <a
      href={`#${sectionAnchor(section.id)}`}
      onClick={jump}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      {section.legend}
      {marked ? (
        <>
          <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
          <span className="sr-only"> (a field needs fixing)</span>
        </>
      ) : null}
    </a>
  );
}
