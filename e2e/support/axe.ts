import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = createRequire(import.meta.url)('axe-core').source as string;

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Waits (up to 3 s) for transitions and finite animations to end: a toast still fading in would be
 * measured half-transparent, a contrast failure no one sees. Polled from here, not with the page's
 * timers, which a journey may have replaced with a fake clock.
 */
async function settled(page: Page): Promise<void> {
  const until = Date.now() + 3000;
  while (Date.now() < until) {
    const moving = await page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
          .length,
    );
    if (moving === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core on the page once it has settled; serious and critical violations fail the test.
 * By default every WCAG 2.1 A/AA and best-practice rule runs; `rules` runs only those (by axe rule
 * id, e.g. ['color-contrast']), and `label` names what was checked in a failure.
 */
export async function expectAccessible(
  page: Page,
  { rules, label }: { rules?: string[]; label?: string } = {},
): Promise<void> {
  await settled(page);
  // Evaluated by the browser's debugging protocol, not added as an inline <script>: the app's
  // Content-Security-Policy rightly blocks inline scripts, and the check must not loosen it.
  await page.evaluate(axeSource);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_AA_TAGS };
  const violations = await page.evaluate(async (only) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const result = await (window as any).axe.run(document, { runOnly: only });
    return result.violations as AxeViolation[];
  }, runOnly);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `axe-core on ${label ?? page.url()}`).toEqual([]);
}
