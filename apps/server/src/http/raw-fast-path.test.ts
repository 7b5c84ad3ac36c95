import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { rawExchange } from '@portfolio/test-support/raw-exchange';
import { waitFor } from '@portfolio/test-support/wait-for';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RawAnswer, type RawFastPath, RawFastPathServer } from './raw-fast-path.ts';

const BIG = Buffer.alloc(1024 * 1024, 'b');
const answer = (body: string | Buffer): RawAnswer => ({
  status: 200,
  headers: { 'content-type': 'text/plain', 'content-length': String(Buffer.byteLength(body)) },
  body: Buffer.from(body),
});

/** One file's answer, the same object each time, as the site cache gives a cached file's. */
const SAME = answer('raw same');

/** Answers `/same` with SAME, `/now` at once, `/later` after 30 ms, `/big` with 1 MB; `/none` and `/later-none` are Node's, `/fail` fails. */
const fastPath: RawFastPath = (head) => {
  if (head.url === '/same') return SAME;
  if (head.url === '/now') return answer(`raw ${head.method} ${head.headers.host}`);
  if (head.url === '/later') return sleep(30).then(() => answer('raw later'));
  if (head.url === '/big') return answer(BIG);
  if (head.url === '/later-none') return sleep(30).then(() => undefined);
  if (head.url === '/fail') return sleep(30).then(() => Promise.reject(new Error('storage down')));
  return undefined;
};

const get = (url: string, extra = '') => `GET ${url} HTTP/1.1\r\nHost: example.test\r\n${extra}\r\n`;
// Answers follow one another with no line between: a status line may start right after a body.
const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
const bodies = (text: string) => [...text.matchAll(/(raw [^H\r]*|node [^H\r]*)/g)].map((m) => m[1]);

describe('the raw fast path below Node’s parser', () => {
  let server: RawFastPathServer | undefined;
  /** What reached Node's own handler: method, URL and body of each request. */
  let seenByNode: string[];
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  async function listening(headersTimeout = 2000, keepAliveTimeout = 72_000) {
    seenByNode = [];
    server = new RawFastPathServer(
      { headersTimeout, requestTimeout: headersTimeout, connectionsCheckingInterval: 200 },
      (request, response) => {
        let body = '';
        request.on('data', (chunk) => {
          body += chunk;
        });
        request.on('end', () => {
          seenByNode.push(`${request.method} ${request.url} ${body}`);
          response.end(`node ${request.method} ${request.url} ${body}`);
        });
      },
      () => fastPath,
    );
    server.keepAliveTimeout = keepAliveTimeout;
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return (server.address() as net.AddressInfo).port;
  }

  it('answers pipelined requests in order, a slow one before those behind it, without Node', async () => {
    const port = await listening();
    const { text } = await rawExchange(port, [get('/later') + get('/now') + get('/later')], { ms: 1000 });
    expect(statuses(text)).toEqual([200, 200, 200]);
    expect(bodies(text)).toEqual(['raw later', 'raw GET example.test', 'raw later']);
    expect(text).toMatch(/\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\n/);
    expect(text).toContain('\r\nConnection: keep-alive\r\nKeep-Alive: timeout=72\r\n');
    expect(seenByNode).toEqual([]);
  });

  it('answers a head that arrives a few bytes at a time, and sends HEAD no body', async () => {
    const port = await listening();
    const request = `HEAD /now HTTP/1.1\r\nHost: example.test\r\n\r\n`;
    const pieces = request.match(/.{1,5}/gs) as string[];
    const { text } = await rawExchange(port, pieces, { ms: 1000, gapMs: 5 });
    expect(statuses(text)).toEqual([200]);
    expect(text).toContain('content-length: 21\r\n');
    expect(text).not.toContain('raw HEAD');
    expect(text.endsWith('\r\n\r\n')).toBe(true);
  });

  it('hands the connection to Node at the first request it does not answer, with every byte after it', async () => {
    const port = await listening();
    const post = 'POST /form HTTP/1.1\r\nHost: example.test\r\nContent-Length: 11\r\n\r\nhello world';
    const { text } = await rawExchange(port, [get('/now') + post + get('/now'), get('/none')], {
      ms: 1000,
      gapMs: 50,
    });
    expect(bodies(text)).toEqual([
      'raw GET example.test',
      'node POST /form hello world',
      // Node's for good: the connection is not taken back.
      'node GET /now ',
      'node GET /none ',
    ]);
    expect(seenByNode).toEqual(['POST /form hello world', 'GET /now ', 'GET /none ']);
  });

  it('hands over a request whose answer turns out not to be there, or fails, after loading', async () => {
    const port = await listening();
    const first = await rawExchange(port, [get('/later-none') + get('/now')], { ms: 1000 });
    expect(bodies(first.text)).toEqual(['node GET /later-none ', 'node GET /now ']);
    const second = await rawExchange(port, [get('/now') + get('/fail')], { ms: 1000 });
    expect(bodies(second.text)).toEqual(['raw GET example.test', 'node GET /fail ']);
  });

  it('leaves what it does not read plainly to Node, which answers 400 or 431', async () => {
    const port = await listening();
    const http10 = await rawExchange(port, ['GET /now HTTP/1.0\r\nHost: example.test\r\n\r\n']);
    expect(bodies(http10.text)).toEqual(['node GET /now ']);
    const garbage = await rawExchange(port, [
      'GET /now HTTP/1.1\r\nHost: example.test\r\nBad Header\r\n\r\n',
    ]);
    expect(statuses(garbage.text)).toEqual([400]);
    const huge = await rawExchange(port, [`${get('/now', `X-Big: ${'a'.repeat(20_000)}\r\n`)}`]);
    expect(statuses(huge.text)).toEqual([431]);
    expect(seenByNode).toEqual(['GET /now ']);
  });

  it('dates each answer of one file by the second it goes out, the clock set back too, and closes or keeps the connection as each request asks', async () => {
    const port = await listening();
    const dateOf = (text: string) => /\r\nDate: ([^\r]+)\r\n/.exec(text)?.[1];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-07T10:00:00.200Z'));
      const first = await rawExchange(port, [get('/same')], { ms: 300 });
      vi.setSystemTime(new Date('2026-12-07T10:00:00.900Z'));
      const sameSecond = await rawExchange(port, [get('/same')], { ms: 300 });
      vi.setSystemTime(new Date('2026-12-07T10:00:02.100Z'));
      const later = await rawExchange(port, [get('/same', 'Connection: close\r\n')], { ms: 1000 });
      expect(dateOf(first.text)).toBe('Mon, 07 Dec 2026 10:00:00 GMT');
      expect(dateOf(sameSecond.text)).toBe('Mon, 07 Dec 2026 10:00:00 GMT');
      expect(sameSecond.text).toContain('\r\nConnection: keep-alive\r\n');
      expect(dateOf(later.text)).toBe('Mon, 07 Dec 2026 10:00:02 GMT');
      expect(later.text).toContain('\r\nConnection: close\r\n');
      expect(later.text).not.toContain('keep-alive');
      expect(later.closedAfterMs).not.toBeNull();
      expect(bodies(later.text)).toEqual(['raw same']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes after answering a request that asks to', async () => {
    const port = await listening();
    const { text, closedAfterMs } = await rawExchange(
      port,
      [get('/now', 'Connection: close\r\n') + get('/now')],
      { ms: 2000 },
    );
    expect(closedAfterMs).not.toBeNull();
    expect(statuses(text)).toEqual([200]);
    expect(text).toContain('\r\nConnection: close\r\n');
  });

  it('answers a head that never ends with 408 and hangs up, on the headers timeout', async () => {
    const port = await listening(500);
    const { text, closedAfterMs } = await rawExchange(
      port,
      [`${get('/now')}GET /now HTTP/1.1\r\nHost: exa`],
      { ms: 5000 },
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(3000);
    expect(statuses(text)).toEqual([200, 408]);
  });

  it('lets the server close at once with a keep-alive connection idle on it', async () => {
    const port = await listening();
    const socket = net.connect(port, '127.0.0.1');
    const answered = new Promise((resolve) => socket.once('data', resolve));
    socket.write(get('/now'));
    await answered;
    const closedAt = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    const started = performance.now();
    await new Promise((resolve) => server?.close(resolve));
    expect((await closedAt) - started).toBeLessThan(1000);
  });

  it('sends every byte of large answers, in order, to a client that reads slowly', async () => {
    const port = await listening();
    const socket = net.connect(port, '127.0.0.1');
    socket.write(get('/big').repeat(8) + get('/now'));
    socket.pause();
    await sleep(300);
    let received = 0;
    let text = '';
    const done = new Promise<void>((resolve) =>
      socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
        text = (text + chunk.toString('latin1')).slice(-200);
        if (text.endsWith('raw GET example.test')) resolve();
      }),
    );
    socket.resume();
    await done;
    socket.destroy();
    expect(received).toBeGreaterThan(8 * BIG.length);
    expect(seenByNode).toEqual([]);
  });

  it('hangs up on a client that has read nothing for as long as the keep-alive timeout', async () => {
    const port = await listening(2000, 300);
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    // A paused client never reads, so it would not see the server hang up: the server counts.
    socket.pause();
    const open = () =>
      new Promise<number>((resolve) => server?.getConnections((_error, count) => resolve(count)));
    socket.write(get('/big').repeat(16));
    await waitFor(async () => (await open()) === 1, 'the connection');
    const started = performance.now();
    await waitFor(async () => (await open()) === 0, 'the server to hang up', { ms: 5000, everyMs: 50 });
    expect(performance.now() - started).toBeLessThan(3000);
    socket.destroy();
  });
});
