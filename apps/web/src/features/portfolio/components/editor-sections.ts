import { ALL_LIST_FIELDS } from '@portfolio/shared/portfolio';
import type { PortfolioPath } from '../hooks/use-form-fields.ts';
import { LIST_SECTIONS } from './list-sections.ts';
import { LINK_FIELDS, PROFILE_FIELDS } from './text-fields.ts';

export type EditorSection = {
  /** Its part of the page's address (`#section-projects`) and its key in the folds. */
  id: string;
  legend: string;
  /** The fields inside it: a message on any of them marks the section and opens it on a submit. */
  paths: PortfolioPath[];
};

/** The editor's sections in the order shown: the section bar lists them, each folds. */
export const EDITOR_SECTIONS: EditorSection[] = [
  {
    id: 'site',
    legend: 'Your site',
    paths: ['hostingName', 'coverImage', 'photo', 'removePhoto', 'templateId'],
  },
  { id: 'about', legend: 'About you', paths: PROFILE_FIELDS.map(({ name }) => name) },
  { id: 'links', legend: 'Links', paths: LINK_FIELDS.map(({ name }) => name) },
  ...ALL_LIST_FIELDS.map((list) => ({ id: list, legend: LIST_SECTIONS[list].legend, paths: [list] })),
  // Sections the owner names (issue 26): one card holding a folding card for each.
  { id: 'custom', legend: 'Your own sections', paths: ['customSections'] },
  // The order of the site's sections and which it hides (issue 26).
  { id: 'sections', legend: 'Sections of your site', paths: ['sectionOrder', 'hiddenSections'] },
];

export const editorSection = (id: string): EditorSection => {
  const section = EDITOR_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`No editor section ${id}`);
  return section;
};

/** The id of a section's fieldset, which the section bar's links lead to. */
export const sectionAnchor = (id: string) => `section-${id}`;
