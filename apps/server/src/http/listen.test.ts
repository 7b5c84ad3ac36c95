import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTENING_SOCKETS, listen } from './listen.ts';
import { type RawFastPath, RawFastPathServer } from './raw-fast-path.ts';

/** Answers `/now` at once and `/later` after 100 ms, each with the port the client came from. */
const fastPath: RawFastPath = (head, socket) => {
  const body = Buffer.from(`raw ${head.url} ${socket.remotePort}`);
  const answer = { status: 200, headers: { 'content-length': String(body.length) }, body };
  return head.url === '/later' ? sleep(100).then(() => answer) : answer;
};

const appOnRawServer = () =>
  Fastify({ serverFactory: (handler) => new RawFastPathServer({}, handler, () => fastPath) });

const get = (url: string) => `GET ${url} HTTP/1.1\r\nHost: example.test\r\n\r\n`;

/** Connects; resolves with the socket once the kernel has made the connection (the server may not have taken it yet). */
const connected = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

/** The first answer on `socket` to a GET of `url`. */
const answerOn = (socket: net.Socket, url: string) =>
  new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
      if (/\r\n\r\nraw \S+ \d+$/.test(text)) resolve(text);
    });
    socket.write(get(url));
  });

describe.runIf(process.platform === 'linux')('listening on several sockets of one port', () => {
  const apps: FastifyInstance[] = [];
  const sockets: net.Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  /** An app on a raw fast path server, listening on a free port. */
  async function started(): Promise<{ app: FastifyInstance; port: number }> {
    const app = appOnRawServer();
    apps.push(app);
    await listen(app, { host: '127.0.0.1', port: 0 });
    return { app, port: (app.server.address() as net.AddressInfo).port };
  }

  it('takes a burst of new connections several at a time, not one per turn of the event loop, and answers each', async () => {
    const { app, port } = await started();
    // A turn of the event loop runs its check phase (setImmediate) once.
    let turn = 0;
    let counting = true;
    const count = () => {
      turn += 1;
      if (counting) setImmediate(count);
    };
    const takenAt: number[] = [];
    app.server.on('connection', () => takenAt.push(turn));
    const burst = 32;
    count();
    sockets.push(...(await Promise.all(Array.from({ length: burst }, () => connected(port)))));
    while (takenAt.length < burst) await sleep(5);
    counting = false;
    // One listening socket takes one connection a turn: 32 turns. Eight take 32 in about 4 to 9,
    // as the kernel happens to spread them; 16 leaves room for an uneven spread.
    const turns = (takenAt.at(-1) as number) - (takenAt[0] as number) + 1;
    expect(turns).toBeLessThanOrEqual(16);
    expect(
      Math.max(...[...new Set(takenAt)].map((t) => takenAt.filter((at) => at === t).length)),
    ).toBeGreaterThan(1);

    const answers = await Promise.all(sockets.map((socket) => answerOn(socket, '/now')));
    for (const [i, text] of answers.entries()) {
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text.endsWith(`raw /now ${sockets[i]?.localPort}`)).toBe(true);
    }
  });

  it('fails with EADDRINUSE on a port another server holds, and leaves that server answering', async () => {
    const { port } = await started();
    const second = appOnRawServer();
    apps.push(second);
    await expect(listen(second, { host: '127.0.0.1', port })).rejects.toMatchObject({ code: 'EADDRINUSE' });

    const plain = net.createServer();
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const heldPort = (plain.address() as net.AddressInfo).port;
    const third = appOnRawServer();
    apps.push(third);
    try {
      await expect(listen(third, { host: '127.0.0.1', port: heldPort })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }

    // Every connection to the port still reaches the first server, whichever socket takes it.
    const more = await Promise.all(Array.from({ length: 2 * LISTENING_SOCKETS }, () => connected(port)));
    sockets.push(...more);
    for (const text of await Promise.all(more.map((socket) => answerOn(socket, '/now')))) {
      expect(text).toMatch(/^HTTP\/1\.1 200 [\s\S]*raw \/now \d+$/);
    }
  });

  it('stops listening on every socket at close, and waits for an answer under way on any of them', async () => {
    const { app, port } = await started();
    apps.splice(apps.indexOf(app), 1); // closed by the test itself
    const many = await Promise.all(Array.from({ length: 2 * LISTENING_SOCKETS }, () => connected(port)));
    sockets.push(...many);
    const texts: string[] = [];
    for (const socket of many) void answerOn(socket, '/later').then((text) => texts.push(text));
    await sleep(20);
    await app.close();
    // Closed only once every answer under way went out, on whichever socket took its connection.
    expect(texts).toHaveLength(many.length);
    for (const text of texts) expect(text).toMatch(/^HTTP\/1\.1 200 [\s\S]*raw \/later \d+$/);
    for (let i = 0; i < 2 * LISTENING_SOCKETS; i += 1) {
      await expect(connected(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    }
  });
});
