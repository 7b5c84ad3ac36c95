import {
  ALL_LIST_FIELDS,
  CUSTOM_SECTIONS_FIELD,
  type PortfolioContent,
  SECTION_FIELDS,
  TEXT_FIELDS,
} from '@portfolio/shared/portfolio';
import { customSectionKey, isCustomSectionKey, type SectionKey } from '@portfolio/shared/site-rules';
import type { TemplateId } from '@portfolio/shared/templates';
import { THEME_FIELD } from '@portfolio/shared/theme';

export type PortfolioFormDataInput = {
  /** The portfolio being updated; absent when creating one. */
  id?: string;
  hostingName: string;
  content: PortfolioContent;
  coverImage: File | null;
  /** The site's template; absent leaves it as it is (update) or Techfolio (create). */
  templateId?: TemplateId;
  /** A new profile photo, if one was chosen. */
  photo?: File | null;
  /** Drop the stored photo (update, when no new one is chosen). */
  removePhoto?: boolean;
};

/**
 * The multipart body of create and update (docs/spec.md §7): every field as text, each list as a JSON
 * string, and the files last (cover, then photo), so the server has read every field before they stream in.
 */
export function portfolioFormData({
  id,
  hostingName,
  content,
  coverImage,
  templateId,
  photo,
  removePhoto = false,
}: PortfolioFormDataInput): FormData {
  const form = new FormData();
  if (id !== undefined) form.set('_id', id);
  form.set('hostingName', hostingName);
  for (const field of TEXT_FIELDS) form.set(field, content[field]);
  // The spec's five lists, then those beyond it (skills, services, testimonials), each as JSON.
  for (const list of ALL_LIST_FIELDS) form.set(list, JSON.stringify(content[list] ?? []));
  // The owner's own sections, then the sections' order and hidden ones (issue 26) without a
  // removed section of the owner's, lists of section ids as JSON.
  form.set(CUSTOM_SECTIONS_FIELD, JSON.stringify(content.customSections ?? []));
  const own = new Set((content.customSections ?? []).map(({ id }) => customSectionKey(id)));
  const known = (id: SectionKey) => !isCustomSectionKey(id) || own.has(id);
  for (const field of SECTION_FIELDS) form.set(field, JSON.stringify((content[field] ?? []).filter(known)));
  // The site's theme (issue 27) as JSON; none chosen is the template's own.
  if (content.theme) form.set(THEME_FIELD, JSON.stringify(content.theme));
  if (templateId !== undefined) form.set('templateId', String(templateId));
  if (removePhoto && !photo) form.set('removePhoto', 'true');
  if (coverImage) form.set('coverImage', coverImage, coverImage.name);
  if (photo) form.set('photo', photo, photo.name);
  return form;
}
