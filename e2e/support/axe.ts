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

/** Runs axe-core on the page once it has settled; serious and critical violations fail the test. */
export async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  // Evaluated by the browser's debugging protocol, not added as an inline <script>: the app's
  // Content-Security-Policy rightly blocks inline scripts, and the check must not loosen it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const result = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations as AxeViolation[];
  });
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `axe-core on ${page.url()}`).toEqual([]);
}
