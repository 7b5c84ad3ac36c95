import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { clientKey } from '../../http/client-key.ts';
import { sha256Hex } from '../../lib/crypto.ts';

/** A random id the browser keeps, so its codes are its own. Not a session: it grants nothing. */
const CLIENT_COOKIE = 'pm_client';
const CLIENT_ID = /^[\w-]{22}$/;

/**
 * Who asks for a code and who types it. A code is kept for the client that asked for it, so
 * another client's requests and wrong tries never touch it. A browser is known by its pm_client
 * cookie; a caller that keeps no cookies (or a browser's very first request, made before it had
 * one) by its address. `key` is where a new code goes; a code is looked for under `key`, then
 * `addressKey`.
 */
export type OtpClient = { key: string; addressKey: string };

export function otpClientOf(request: FastifyRequest): OtpClient {
  const addressKey = `address:${clientKey(request.ip)}`;
  const id = request.cookies[CLIENT_COOKIE];
  return { key: id && CLIENT_ID.test(id) ? `browser:${sha256Hex(id)}` : addressKey, addressKey };
}

/** Gives a browser that has none its pm_client id, for the codes it asks for next. */
export function rememberClient(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  const id = request.cookies[CLIENT_COOKIE];
  if (id && CLIENT_ID.test(id)) return;
  reply.setCookie(CLIENT_COOKIE, crypto.randomBytes(16).toString('base64url'), {
    path: '/api/v1/user',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    maxAge: 365 * 24 * 60 * 60,
  });
}
