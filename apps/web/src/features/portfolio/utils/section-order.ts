import type { CustomSection } from '@portfolio/shared/portfolio';
import {
  customSectionKey,
  isCustomSectionKey,
  orderedSections,
  type SectionKey,
  SITE_SECTION_IDS,
  SITE_SECTION_NAMES,
  siteSectionOrder,
} from '@portfolio/shared/site-rules';
import type { TemplateId } from '@portfolio/shared/templates';

/** The owner's own sections as the order needs them: their ids and titles. */
type OwnSections = readonly Pick<CustomSection, 'id' | 'title'>[];

/**
 * Every section in the order the site will show them, hidden ones in their place: the owner's order,
 * else the template's (so changing template while the owner never reordered follows the new one),
 * the owner's own sections never placed at the end.
 */
export function editorOrder(
  templateId: TemplateId,
  sectionOrder: readonly string[] = [],
  customSections: OwnSections = [],
): SectionKey[] {
  return orderedSections(siteSectionOrder(templateId, { customSections }), { sectionOrder });
}

/** The order with the section at `from` put at `to` (both within the list). */
export function moveSection(order: readonly SectionKey[], from: number, to: number): SectionKey[] {
  const next = [...order];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * The hidden sections with one shown or hidden, in the sections' own order (the built-in ones, then
 * the owner's own).
 */
export function withHidden(
  hidden: readonly string[],
  id: SectionKey,
  hide: boolean,
  customSections: OwnSections = [],
): SectionKey[] {
  const all: SectionKey[] = [...SITE_SECTION_IDS, ...customSections.map((s) => customSectionKey(s.id))];
  return all.filter((candidate) => (candidate === id ? hide : hidden.includes(candidate)));
}

/** A section's name: a built-in one's, or the title the owner gave their own. */
export function sectionName(id: SectionKey, customSections: OwnSections = []): string {
  if (!isCustomSectionKey(id)) return SITE_SECTION_NAMES[id];
  const title = customSections.find((s) => customSectionKey(s.id) === id)?.title.trim();
  return title || 'Untitled section';
}

/** What the live region says after a move: 'Projects moved to position 1 of 9'. */
export const movedMessage = (name: string, position: number, count: number) =>
  `${name} moved to position ${position} of ${count}`;

/** The folded section's line: 'About, Projects, Experience, … · 1 hidden'. */
export function sectionsSummary(
  order: readonly SectionKey[],
  hidden: readonly string[],
  customSections: OwnSections = [],
): string {
  const shown = order.filter((id) => !hidden.includes(id)).map((id) => sectionName(id, customSections));
  const names = shown.length > 3 ? [...shown.slice(0, 3), '…'] : shown;
  const list = names.length > 0 ? names.join(', ') : 'Every section hidden';
  const hiddenCount = order.filter((id) => hidden.includes(id)).length;
  return hiddenCount > 0 ? `${list} · ${hiddenCount} hidden` : list;
}
