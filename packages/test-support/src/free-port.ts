import net from 'node:net';

/** Listens on a port the system picks; answers the server, to be closed by the caller. */
function listenAnywhere(): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;
const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port nothing listens on right now: for a server a test or a benchmark starts, or one it expects to be absent. */
export async function freePort(): Promise<number> {
  const server = await listenAnywhere();
  const port = portOf(server);
  await close(server);
  return port;
}

/**
 * `count` such ports, all different: each is held until all are found (two calls of freePort in a
 * row can get the same port, once one is closed).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: net.Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) servers.push(await listenAnywhere());
    return servers.map(portOf);
  } finally {
    await Promise.all(servers.map(close));
  }
}
