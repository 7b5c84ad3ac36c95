import { v7 as uuidv7 } from 'uuid';
import { AppError } from '../../http/errors.ts';
import type { SessionsRepo } from './sessions-repo.ts';
import { type AccessTokens, randomToken, sha256 } from './tokens.ts';

export type SessionTokens = { accessToken: string; refreshToken: string };

const DAY_MS = 24 * 60 * 60 * 1000;

export const sessionMessages = {
  notSignedIn: 'You are not signed in.',
  expired: 'Your session has expired. Please sign in again.',
} as const;

/**
 * A session is a family of refresh tokens: each renewal replaces the token with a new one, and a
 * token presented a second time (stolen and replayed) ends the whole family.
 */
export function createSessionsService(repo: SessionsRepo, access: AccessTokens, refreshTtlDays: number) {
  async function issue(userId: string, familyId: string): Promise<SessionTokens> {
    const refreshToken = randomToken();
    const now = Date.now();
    await repo.insert({
      id: uuidv7(),
      family_id: familyId,
      user_id: userId,
      token_hash: sha256(refreshToken),
      expires_at: new Date(now + refreshTtlDays * DAY_MS).toISOString(),
      created_at: new Date(now).toISOString(),
    });
    return { accessToken: await access.sign(userId), refreshToken };
  }

  return {
    start: (userId: string) => issue(userId, uuidv7()),

    /** Exchanges a refresh token for a new pair; 401 for unknown, expired, revoked or replayed ones. */
    async renew(refreshToken: string | undefined): Promise<SessionTokens & { userId: string }> {
      if (!refreshToken) throw new AppError(401, sessionMessages.notSignedIn);
      const session = await repo.findByTokenHash(sha256(refreshToken));
      if (!session || session.revoked_at) throw new AppError(401, sessionMessages.expired);
      const now = new Date().toISOString();
      if (session.rotated_at || !(await repo.markRotated(session.id, now))) {
        await repo.revokeFamily(session.family_id, now);
        throw new AppError(401, sessionMessages.expired);
      }
      if (new Date(session.expires_at).getTime() <= Date.now()) {
        throw new AppError(401, sessionMessages.expired);
      }
      return { ...(await issue(session.user_id, session.family_id)), userId: session.user_id };
    },

    async end(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const session = await repo.findByTokenHash(sha256(refreshToken));
      if (session) await repo.revokeFamily(session.family_id, new Date().toISOString());
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
