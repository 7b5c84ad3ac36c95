import { useEffect, useState, useSyncExternalStore } from 'react';
import { EDITOR_SECTIONS, type EditorSection } from '../components/editor-sections.ts';
import type { FieldMessages } from '../utils/field-messages.ts';
import { createSectionFolds, type SectionFolds } from '../utils/section-folds.ts';
import type { FormFields } from './use-form-fields.ts';

/**
 * The editor's folds. A submit or a refusal that shows messages opens every section holding one, in
 * the same commit as the messages, so the first invalid field can take the focus.
 */
export function useSectionFolds(fields: FormFields, openAtStart: (id: string) => boolean): SectionFolds {
  const [folds] = useState(() => createSectionFolds(openAtStart));
  const { messages } = fields;
  useEffect(
    () =>
      messages.subscribeFocus(() => {
        for (const section of EDITOR_SECTIONS)
          if (sectionMarked(messages, section)) folds.setOpen(section.id, true);
      }),
    [messages, folds],
  );
  return folds;
}

/** Whether a section is open; re-renders when that section opens or folds. */
export function useSectionOpen(folds: SectionFolds, id: string): boolean {
  return useSyncExternalStore(folds.subscribe, () => folds.isOpen(id));
}

/** Whether any field of a section has a message; re-renders when that answer changes. */
export function useSectionMarked(messages: FieldMessages, section: EditorSection): boolean {
  return useSyncExternalStore(messages.subscribeAll, () => sectionMarked(messages, section));
}

const sectionMarked = (messages: FieldMessages, section: EditorSection) =>
  section.paths.some((path) => messages.has(path));
