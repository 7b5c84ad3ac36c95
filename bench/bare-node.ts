// What `node:http` alone serves, for bench:sites: a bare server in a process of its own, answering
// every request with the bytes and headers the app answered for the same page (Brotli when the
// request accepts it), and nothing else: no routing, no host lookup, no cache, no view counting.
// It was the app's ceiling while the app answered sites through `node:http`; since decision 70 the
// app reads a site's requests off the socket itself, and the ratio shows what that saves.
// Run by bench/sites.ts: node bench/bare-node.ts <port> <folder of identity.* and br.* answers>
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [port, folder = ''] = process.argv.slice(2);
const answer = (encoding: 'identity' | 'br') => ({
  headers: JSON.parse(fs.readFileSync(path.join(folder, `${encoding}.headers.json`), 'utf8')) as Record<
    string,
    string
  >,
  body: fs.readFileSync(path.join(folder, `${encoding}.body`)),
});
const plain = answer('identity');
const brotli = answer('br');

http
  .createServer((request, response) => {
    const { headers, body } = request.headers['accept-encoding']?.includes('br') ? brotli : plain;
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
