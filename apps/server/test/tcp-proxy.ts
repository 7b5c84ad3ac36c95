import net from 'node:net';

/**
 * A TCP proxy in front of a real server, for fault tests: `stop()` cuts every connection and
 * stops listening (the server is gone), `start()` listens again on the same port, `freeze()`
 * keeps connections open but moves no more bytes either way (the server hangs), `thaw()` resumes.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  let port = 0;

  // Bytes that arrived while frozen, delivered in order on thaw.
  let held: [net.Socket, Buffer][] = [];

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (frozen) held.push([to, chunk]);
      else to.write(chunk);
    });
    from.on('end', () => to.end());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    get port() {
      return port;
    },
    start: listen,
    async stop() {
      held = [];
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const [to, chunk] of held) if (!to.destroyed) to.write(chunk);
      held = [];
    },
  };
}
