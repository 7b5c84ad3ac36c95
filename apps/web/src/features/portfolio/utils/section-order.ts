import {
  orderedSections,
  SITE_SECTION_IDS,
  SITE_SECTION_NAMES,
  type SiteSectionId,
  templateSectionOrder,
} from '@portfolio/shared/site-rules';
import type { TemplateId } from '@portfolio/shared/templates';

/**
 * Every section in the order the site will show them, hidden ones in their place: the owner's order,
 * else the template's (so changing template while the owner never reordered follows the new one).
 */
export function editorOrder(templateId: TemplateId, sectionOrder: readonly string[] = []): SiteSectionId[] {
  return orderedSections(templateSectionOrder(templateId), { sectionOrder });
}

/** The order with the section at `from` put at `to` (both within the list). */
export function moveSection(order: readonly SiteSectionId[], from: number, to: number): SiteSectionId[] {
  const next = [...order];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The hidden sections with one shown or hidden, in the sections' own order. */
export function withHidden(hidden: readonly string[], id: SiteSectionId, hide: boolean): SiteSectionId[] {
  return SITE_SECTION_IDS.filter((candidate) => (candidate === id ? hide : hidden.includes(candidate)));
}

/** What the live region says after a move: 'Projects moved to position 1 of 9'. */
export const movedMessage = (id: SiteSectionId, position: number, count: number) =>
  `${SITE_SECTION_NAMES[id]} moved to position ${position} of ${count}`;

/** The folded section's line: 'About, Projects, Experience, … · 1 hidden'. */
export function sectionsSummary(order: readonly SiteSectionId[], hidden: readonly string[]): string {
  const shown = order.filter((id) => !hidden.includes(id)).map((id) => SITE_SECTION_NAMES[id]);
  const names = shown.length > 3 ? [...shown.slice(0, 3), '…'] : shown;
  const list = names.length > 0 ? names.join(', ') : 'Every section hidden';
  return hidden.length > 0 ? `${list} · ${hidden.length} hidden` : list;
}
