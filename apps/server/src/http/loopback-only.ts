import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from './errors.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * onRequest hook for the development-only routes (the mailbox holds every sign-in code; the
 * Razorpay stand-in signs payments): they exist for the person at this machine, so anyone else
 * gets the same 404 as for a route that does not exist. The socket's address is what counts, and
 * a request a local proxy passes on from elsewhere (X-Forwarded-For) is someone else's.
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const forwarded = request.headers['x-forwarded-for'];
  const fromHere =
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    (forwarded === undefined ||
      String(forwarded)
        .split(',')
        .every((a) => LOOPBACK.test(a.trim())));
  if (!fromHere) return reply.status(404).send(sendApiNotFound(request.method, request.url));
}
