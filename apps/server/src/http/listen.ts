import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { RawFastPathServer } from './raw-fast-path.ts';

/** Sockets a server listens on where the kernel spreads connections over them: its own and seven more. */
export const LISTENING_SOCKETS = 8;

/**
 * Listens on host:port as `app.listen` does, and on Linux with more sockets on the same port
 * (SO_REUSEPORT), each handing its connections to the app's server: a burst of new connections is
 * then taken several at a time (RawFastPathServer.acceptAlsoOn, decision 76). Sockets that share a
 * port would let a second server started on it share it too, without a word: the port is first
 * taken alone for a moment, so a port in use fails with EADDRINUSE as it always did.
 */
export async function listen(
  app: FastifyInstance,
  { host, port }: { host: string; port: number },
): Promise<void> {
  const server = app.server;
  if (process.platform !== 'linux' || !(server instanceof RawFastPathServer)) {
    await app.listen({ host, port });
    return;
  }
  await takeAlone(host, port);
  // Fastify hands its options to Node's listen as they are; its types do not list reusePort.
  const options = { host, port, reusePort: true };
  await app.listen(options);
  await server.acceptAlsoOn(LISTENING_SOCKETS - 1);
}

/** Listens on host:port alone (no SO_REUSEPORT) and closes: rejects with EADDRINUSE when anything holds it. */
async function takeAlone(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const alone = net.createServer();
  await new Promise<void>((resolve, reject) => {
    alone.once('error', reject);
    alone.listen({ host, port, exclusive: true }, resolve);
  });
  await new Promise<void>((resolve) => alone.close(() => resolve()));
}
