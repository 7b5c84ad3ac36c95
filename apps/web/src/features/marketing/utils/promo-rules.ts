/**
 * Pages where people sign in, fill in a form or administer: the offer never interrupts them
 * (sign-in, register, the editor, the update screen, the admin screens). Paths match in any case,
 * as the router's do.
 */
const WORK_PAGES = /^\/(login|register|portfolio(\/.*)?|updatetemplatedata|userslist|messages)\/?$/i;

/** Whether the promo may show on this page: the pages that sell (home, templates, FAQ, blog …). */
export function isPromoPage(pathname: string): boolean {
  return !WORK_PAGES.test(pathname);
}

/** The part of the focused element the check reads (an `Element` has it). */
export type FocusedElement = { tagName: string; isContentEditable?: boolean };

/** Whether keys pressed now go into a field: a popup appearing then would catch what is typed. */
export function isTypingTarget(element: FocusedElement | null): boolean {
  if (!element) return false;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || element.isContentEditable === true;
}
