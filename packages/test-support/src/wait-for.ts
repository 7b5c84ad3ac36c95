/**
 * Asks `check` every `everyMs` until it says yes (an error it throws counts as "not yet") and fails
 * naming `what` after `ms`. For what happens in its own time (a process starting, a batch being
 * written, a reconnect), never for time itself: the server's tests move the app's clock instead.
 */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  { ms = 30_000, everyMs = 100 }: { ms?: number; everyMs?: number } = {},
): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() >= until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
