import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The newest toast whose text matches. */
export const toastWith = (page: Page, text: string | RegExp): Locator =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/**
 * Waits until a pointer at the toast's centre would hit the toast itself: it is on top of
 * everything, an open modal dialog and its backdrop included, so it can be read and clicked.
 */
export async function expectToastOnTop(page: Page, text: string | RegExp): Promise<void> {
  const toast = toastWith(page, text);
  await toast.waitFor();
  await expect
    .poll(() =>
      toast.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      }),
    )
    .toBe(true);
}

/** How a toast looks: its kind, its colours and its icon. */
export async function toastLook(page: Page, text: string | RegExp) {
  const toast = toastWith(page, text);
  await toast.waitFor();
  return toast.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      type: element.getAttribute('data-type'),
      background: style.backgroundColor,
      color: style.color,
      icon: element.querySelector('[data-icon] svg')?.outerHTML ?? null,
    };
  });
}
