import http from 'node:http';
import net from 'node:net';
import { type RequestHead, readRequestHead } from './request-head.ts';

/** An answer the raw fast path writes itself: its status, its headers but the transport's, its body. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: Buffer | undefined };

/**
 * Answers a plain GET or HEAD read straight off its connection, at once or once a file is loaded,
 * or leaves it to Node and Fastify (undefined).
 */
export type RawFastPath = (
  head: RequestHead,
  socket: net.Socket,
) => RawAnswer | undefined | Promise<RawAnswer | undefined>;

const REQUEST_TIMEOUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/**
 * Node's HTTP server with a fast path below its parser (decision 70): each new connection's
 * requests are read here first, and a plain GET or HEAD that `rawFastPath()` answers (a published
 * site's file) is written straight to the socket, with no IncomingMessage, no ServerResponse and
 * no header checks: that machinery was about a quarter of a cached page's cost. At the first
 * request it does not answer, the connection and every byte not yet answered go to Node's own
 * connection handler, for good. Idle connections close on the same timeouts Node applies, and on
 * shutdown.
 */
export class RawFastPathServer extends http.Server {
  readonly #rawFastPath: () => RawFastPath;
  readonly #nodeConnection: (socket: net.Socket) => void;
  /** This server's own connections, each with how to close it when it waits for a request. */
  readonly #connections = new Map<net.Socket, () => void>();
  /** More sockets listening on this server's address (acceptAlsoOn). */
  #acceptors: net.Server[] = [];
  #closing = false;

  constructor(options: http.ServerOptions, handler: http.RequestListener, rawFastPath: () => RawFastPath) {
    super(options, handler);
    this.#rawFastPath = rawFastPath;
    // Node's handler is the one 'connection' listener a new server has: it runs at a hand-over.
    const [nodeConnection] = this.listeners('connection') as ((socket: net.Socket) => void)[];
    if (!nodeConnection) throw new Error("Node's HTTP server has no connection handler to hand over to");
    this.#nodeConnection = nodeConnection;
    this.removeListener('connection', nodeConnection);
    this.on('connection', (socket: net.Socket) => this.#serve(socket));
  }

  /**
   * Opens `count` more sockets listening on this server's address, each handing its connections to
   * this server; the server itself must listen with `reusePort` (listen.ts). libuv takes one new
   * connection from a listening socket per turn of the event loop, and a turn of a busy server
   * answers many requests: a burst of new connections waited a turn each, some 40 ms for the last of
   * 32 on a server just started (bench/README.md, stop 67). The kernel spreads new connections over
   * the sockets that share the port, and each turn takes one from every socket.
   */
  async acceptAlsoOn(count: number): Promise<void> {
    const { address, port } = this.address() as net.AddressInfo;
    for (let i = 0; i < count; i += 1) {
      // No Nagle delay, as Node's HTTP server sets on the sockets it accepts itself.
      const acceptor = net.createServer({ noDelay: true }, (socket) => this.emit('connection', socket));
      await new Promise<void>((resolve, reject) => {
        acceptor.once('error', reject);
        acceptor.listen({ host: address, port, reusePort: true }, resolve);
      });
      acceptor.removeAllListeners('error');
      // A failure to accept later goes where the server's own socket sends one: to the server.
      acceptor.on('error', (error) => this.emit('error', error));
      this.#acceptors.push(acceptor);
    }
  }

  /** Stops listening on every socket; the callback waits for the connections each one took. */
  override close(callback?: (error?: Error) => void): this {
    const acceptorsClosed = this.#acceptors.map(
      (acceptor) => new Promise<void>((resolve) => acceptor.close(() => resolve())),
    );
    this.#acceptors = [];
    return super.close((error) => {
      void Promise.all(acceptorsClosed).then(() => callback?.(error));
    });
  }

  /** How many of its open connections it still reads itself; the rest have been handed to Node. */
  get rawConnectionCount(): number {
    return this.#connections.size;
  }

  /** Node calls this as it starts to close (and Fastify on close): ours close too, and answer with `Connection: close`. */
  override closeIdleConnections(): void {
    super.closeIdleConnections();
    this.#closing = true;
    for (const closeIfIdle of this.#connections.values()) closeIfIdle();
  }

  override closeAllConnections(): void {
    super.closeAllConnections();
    for (const socket of this.#connections.keys()) socket.destroy();
  }

  #serve(socket: net.Socket) {
    /** The bytes received and not yet answered, as latin1 (one char a byte, so they go back as they came). */
    let pending = '';
    /** An answer is being loaded, or written to a client that has not read the last one. */
    let busy = false;
    let headDeadline: NodeJS.Timeout | undefined;
    let answered = false;

    const forget = () => {
      clearTimeout(headDeadline);
      this.#connections.delete(socket);
    };
    const onError = () => socket.destroy();
    // Waiting for a first request, then between requests: Node's headers and keep-alive timeouts.
    // A client that has not read an answer for as long is gone too; a file still loading is not idle.
    const onIdle = () => {
      if (!busy || socket.writableNeedDrain) socket.destroy();
    };
    const onData = (chunk: Buffer) => {
      pending += chunk.toString('latin1');
      if (!busy) next();
    };

    const handOver = () => {
      forget();
      socket.setTimeout(0);
      socket.removeListener('data', onData);
      socket.removeListener('timeout', onIdle);
      socket.removeListener('error', onError);
      if (pending) socket.unshift(Buffer.from(pending, 'latin1'));
      // Node starts reading at once: resumed now, it finds what was unshifted before anything newer.
      socket.resume();
      this.#nodeConnection.call(this, socket);
    };

    /** Writes an answer; false when the connection should not read on (it closes, or the client is behind). */
    const send = (head: RequestHead, answer: RawAnswer): boolean => {
      pending = pending.slice(head.length);
      const close = this.#closing || /(?:^|,)\s*close\s*(?:,|$)/i.test(head.headers.connection ?? '');
      socket.cork();
      socket.write(
        headBytes(answer, close ? 'Connection: close\r\n' : keepAliveLines(this.keepAliveTimeout)),
      );
      if (answer.body && head.method !== 'HEAD') socket.write(answer.body);
      socket.uncork();
      if (!answered) {
        answered = true;
        socket.setTimeout(this.keepAliveTimeout);
      }
      if (close) {
        forget();
        socket.removeListener('data', onData);
        socket.end();
        return false;
      }
      if (!socket.writableNeedDrain) return true;
      busy = true;
      socket.pause();
      socket.once('drain', () => {
        busy = false;
        socket.resume();
        next();
      });
      return false;
    };

    const next = () => {
      while (pending) {
        const head = readRequestHead(pending);
        if (head === 'incomplete') {
          headDeadline ??= setTimeout(() => {
            socket.write(REQUEST_TIMEOUT);
            socket.destroy();
          }, this.headersTimeout);
          return;
        }
        clearTimeout(headDeadline);
        headDeadline = undefined;
        if (head === 'other') return handOver();
        const answer = this.#rawFastPath()(head, socket);
        if (answer === undefined) return handOver();
        if (!(answer instanceof Promise)) {
          if (send(head, answer)) continue;
          return;
        }
        // Nothing more is read while the file loads: a client cannot pile requests up behind it.
        busy = true;
        socket.pause();
        answer
          .then(
            (loaded) => {
              busy = false;
              if (socket.destroyed) return;
              socket.resume();
              if (!loaded) return handOver();
              if (send(head, loaded)) next();
            },
            () => {
              busy = false;
              if (!socket.destroyed) handOver();
            },
          )
          // Only a socket torn down mid-answer gets here: there is no one left to answer.
          .catch(() => socket.destroy());
        return;
      }
    };

    this.#connections.set(socket, () => {
      if (!busy && !pending) socket.destroy();
    });
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('close', forget);
    socket.on('timeout', onIdle);
    socket.setTimeout(this.headersTimeout);
  }
}

/** The keep-alive headers as Node writes them: the timeout in whole seconds, none when there is no timeout. */
const keepAliveLines = (timeoutMs: number) =>
  `Connection: keep-alive\r\n${timeoutMs ? `Keep-Alive: timeout=${Math.floor(timeoutMs / 1000)}\r\n` : ''}`;

/** An answer's head as bytes, and what it was made for. */
type Head = { status: number; date: string; connection: string; bytes: Buffer };
const heads = new WeakMap<Record<string, string>, Head>();

/**
 * The head of an answer as bytes, made at most once a second for each set of headers (a cached
 * file keeps its own for as long as it is cached): the socket then writes two buffers, with no
 * string to lay out and copy for each answer (bench/README.md, stop 66).
 */
function headBytes({ status, headers }: RawAnswer, connection: string): Buffer {
  const date = httpDate();
  const kept = heads.get(headers);
  if (kept?.date === date && kept.status === status && kept.connection === connection) return kept.bytes;
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const text = `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines}Date: ${date}\r\n${connection}\r\n`;
  // Memory of its own, not a slice of Buffer's shared pool: a head lives as long as its file is
  // cached, and would keep the pool's whole 8 KB block with it.
  const bytes = Buffer.allocUnsafeSlow(text.length);
  bytes.write(text, 'latin1');
  heads.set(headers, { status, date, connection, bytes });
  return bytes;
}

/**
 * The Date header's value, formatted once a second as Node does; made again when the clock is set
 * back (a second it already passed would otherwise be sent until the clock caught up with it).
 */
let date = '';
let dateUntil = 0;
function httpDate(): string {
  const now = Date.now();
  if (now >= dateUntil || now < dateUntil - 1000) {
    date = new Date(now).toUTCString();
    dateUntil = now - (now % 1000) + 1000;
  }
  return date;
}
