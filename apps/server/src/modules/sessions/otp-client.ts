import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { clientKey } from '../../http/client-key.ts';

/**
 * The browser's `pm_client` cookie: a random id, then one server signature of the id with each
 * address the browser has signed in with (see otp-service.ts), dot-separated. It grants nothing
 * by itself: it only lets the browser that signed in with an address before keep asking for codes.
 */
const CLIENT_COOKIE = 'pm_client';
const PART = /^[\w-]{22}$/;
/** Addresses one browser is remembered for: enough for a shared family computer. */
export const KNOWN_ADDRESSES_KEPT = 10;

/**
 * Who asks for a code and who types it: the network it comes from (its IP, or its IPv6 /64, see
 * client-key.ts) and what its cookie says. A code is kept under the browser's id when the cookie
 * carries the server's signature for that address, and under the network otherwise, so ids anyone
 * can invent count as one client per network.
 */
export type OtpClient = {
  addressKey: string;
  id: string | undefined;
  /** Signatures of (id, address), newest first; unchecked until otp-service reads them. */
  signatures: string[];
};

export function otpClientOf(request: FastifyRequest): OtpClient {
  const addressKey = `address:${clientKey(request.ip)}`;
  const [id = '', ...signatures] = (request.cookies[CLIENT_COOKIE] ?? '').split('.');
  if (!PART.test(id)) return { addressKey, id: undefined, signatures: [] };
  return {
    addressKey,
    id,
    signatures: signatures.filter((part) => PART.test(part)).slice(0, KNOWN_ADDRESSES_KEPT),
  };
}

/** The same client with an id of its own, made now if it brought none. */
export function withId(client: OtpClient): OtpClient & { id: string } {
  return { ...client, id: client.id ?? crypto.randomBytes(16).toString('base64url') };
}

/** Stores the client's id and signatures in its cookie when they differ from what it sent. */
export function rememberClient(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  client: OtpClient,
): void {
  if (!client.id) return;
  const value = [client.id, ...client.signatures].join('.');
  if (value === request.cookies[CLIENT_COOKIE]) return;
  reply.setCookie(CLIENT_COOKIE, value, {
    path: '/api/v1/user',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    maxAge: 365 * 24 * 60 * 60,
  });
}
