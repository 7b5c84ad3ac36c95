import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; CHROME_PATH overrides the path. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The flags of every Chromium the journeys, the benchmarks and the scripts start: headless, no
 * sandbox (containers), and no traffic of its own (updates, sync, QUIC probes) to disturb a test
 * or a measure.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium through playwright-core with the common flags; `args` are added after them. */
export function launchChromium({ args = [], ...options }: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ ...options, executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...args] });
}
