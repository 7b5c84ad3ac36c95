import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Sends bytes to a server as a client would, `gapMs` apart, and reads everything it sends back
 * until it hangs up or `ms` passes: for what only a raw connection shows (pipelining, timeouts,
 * a head in pieces). `closedAfterMs` is null when the server kept the connection open.
 */
export function rawExchange(
  port: number,
  writes: string[],
  { ms = 5000, gapMs = 0 }: { ms?: number; gapMs?: number } = {},
): Promise<{ text: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedAfterMs: null });
    }, ms);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ text, closedAfterMs: performance.now() - started });
    });
    socket.on('connect', async () => {
      for (const write of writes) {
        socket.write(write);
        if (gapMs) await sleep(gapMs);
      }
    });
  });
}
