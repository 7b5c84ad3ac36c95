import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, NotSignedInError } from '../../lib/domain-errors.ts';
import { toApiUser, type UsersRepo } from '../users/repo.ts';
import { ACCESS_COOKIE } from './cookies.ts';
import { sessionMessages } from './sessions-service.ts';
import type { SignedInCache } from './signed-in-cache.ts';
import type { AccessTokens } from './tokens.ts';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * `requireUser`: 401 unless the access cookie holds a valid token of an existing account whose
 * session still stands (logging out ends it at once); the account (with its current role) is
 * then `request.user`. `requireAdmin`: that, and 403 for USER.
 */
export function createGuards(
  access: AccessTokens,
  users: UsersRepo,
  signedIn: SignedInCache,
): { requireUser: Hook; requireAdmin: Hook } {
  async function requireUser(request: FastifyRequest): Promise<void> {
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) throw new NotSignedInError(sessionMessages.notSignedIn);
    const result = access.verify(token);
    if ('error' in result) {
      throw new NotSignedInError(
        result.error === 'expired' ? sessionMessages.expired : sessionMessages.notSignedIn,
      );
    }
    const { userId, sessionId } = result;
    const row = await signedIn(userId, sessionId, () => users.findSignedIn(userId, sessionId));
    if (!row) throw new NotSignedInError(sessionMessages.notSignedIn);
    request.user = toApiUser(row);
  }

  async function requireAdmin(request: FastifyRequest): Promise<void> {
    await requireUser(request);
    if (request.user?.role !== 'ADMIN') {
      throw new ForbiddenError('This page is for administrators only.');
    }
  }

  return { requireUser, requireAdmin };
}
