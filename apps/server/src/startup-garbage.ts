import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';

/**
 * Collects the garbage the start-up left (modules loaded and compiled, migrations, the app built:
 * the heap grows from about 15 to 50 MB, most of it dead) before the server takes its first
 * request. Otherwise V8 collects it in the first busy seconds, a full mark-compact whose pause
 * every request then in flight waits out (decision 65; bench/README.md, stop 49). V8 has no call
 * for it without `--expose-gc`, so the flag is set for a moment and `gc` taken from a fresh context:
 * the app's own global gets no `gc`. Where that does not give a `gc`, nothing is collected: the
 * start goes on as before.
 */
export function collectStartupGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc: unknown = vm.runInNewContext('typeof gc === "function" ? gc : undefined');
  v8.setFlagsFromString('--no-expose-gc');
  if (typeof gc === 'function') gc();
}

/**
 * The app made ready for its first visitors: ready, then the start-up's garbage collected. Fastify
 * compiles its routes' serializers when it gets ready, some 100 ms and 8 MB of garbage; collected
 * before that, the garbage of getting ready was left for the first visitors' collections
 * (bench/README.md, stop 68).
 */
export async function readyForVisitors(app: FastifyInstance): Promise<void> {
  await app.ready();
  collectStartupGarbage();
}
