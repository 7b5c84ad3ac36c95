import type http from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { type RawFastPath, RawFastPathServer } from './raw-fast-path.ts';
import { proxyTrust } from './trusted-proxy.ts';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** Answers a request before Fastify sees it (published sites' files), or hands it to `fastify`. */
export type FastPath = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  fastify: Handler,
) => void;

/** The two ways published sites' files are answered before Fastify: off the socket, or from Node's request. */
export type FastPaths = { raw: RawFastPath; http: FastPath };

/**
 * Fastify's options: logs, a 1 MB body limit, the proxy setting, and our own HTTP server, with the
 * timeouts Fastify would set (a request must arrive whole in time, 408 otherwise; headers sooner;
 * checked every second; idle keep-alive connections close after 72 s) and the fast paths in front:
 * `raw` below Node's parser for a connection's plain GETs, `http` for the requests Node parsed.
 */
export function serverOptions(
  config: Config,
  logStream: { write(line: string): void } | undefined,
  fastPaths: () => FastPaths,
): FastifyServerOptions {
  return {
    logger: { level: config.logLevel, ...(logStream && { stream: logStream }) },
    bodyLimit: 1024 * 1024,
    trustProxy: proxyTrust(config.trustProxy),
    // Keep-alive sockets are closed on shutdown so close() does not wait for idle clients.
    forceCloseConnections: 'idle',
    serverFactory: (handler) => {
      const server = new RawFastPathServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
          connectionsCheckingInterval: 1000,
        },
        (request, response) => fastPaths().http(request, response, handler),
        () => fastPaths().raw,
      );
      server.keepAliveTimeout = 72_000;
      return server;
    },
  };
}
