import { v7 as uuidv7 } from 'uuid';
import { type Clock, DAY_MS, isoNow } from '../../lib/clock.ts';
import { hmac, randomToken, sha256Hex } from '../../lib/crypto.ts';
import { NotSignedInError } from '../../lib/domain-errors.ts';
import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { SessionsRepo } from './sessions-repo.ts';
import type { AccessTokens } from './tokens.ts';

export type SessionTokens = { accessToken: string; refreshToken: string };

/**
 * A refresh token used again this soon after its rotation is the same renewal arriving twice (two
 * tabs, or an answer lost on the way), not a thief: it gets the same new session. Later, reuse
 * ends the whole session, as with Auth0's and Okta's rotation leeway.
 */
const RENEWAL_GRACE_MS = 10_000;

export const sessionMessages = {
  notSignedIn: 'You are not signed in.',
  expired: 'Your session has expired. Please sign in again.',
} as const;

type Options = { secret: string; refreshTtlDays: number; changes: ChangeBus; clock: Clock };

type SessionDeps = Options & { repo: SessionsRepo; access: AccessTokens };

/** Ends a sign-in everywhere: its tokens here, and every server's memory of it. */
async function revoke(
  { repo, changes }: Pick<SessionDeps, 'repo' | 'changes'>,
  familyId: string,
  now: string,
): Promise<void> {
  await repo.revokeFamily(familyId, now);
  await changes.announce('session', familyId);
}

async function issue(
  { repo, access, refreshTtlDays, clock }: SessionDeps,
  userId: string,
  familyId: string,
  refreshToken = randomToken(),
): Promise<SessionTokens> {
  const now = clock();
  await repo.insert({
    id: uuidv7(),
    family_id: familyId,
    user_id: userId,
    token_hash: sha256Hex(refreshToken),
    expires_at: new Date(now + refreshTtlDays * DAY_MS).toISOString(),
    created_at: new Date(now).toISOString(),
  });
  return { accessToken: access.sign(userId, familyId), refreshToken };
}

/** Exchanges a refresh token for a new pair; 401 for unknown, expired, revoked or replayed ones. */
export async function renewSession(
  deps: SessionDeps,
  refreshToken: string | undefined,
): Promise<SessionTokens & { userId: string }> {
  const { repo, clock } = deps;
  if (!refreshToken) throw new NotSignedInError(sessionMessages.notSignedIn);
  const session = await repo.findByTokenHash(sha256Hex(refreshToken));
  if (!session || session.revoked_at) throw new NotSignedInError(sessionMessages.expired);
  if (new Date(session.expires_at).getTime() <= clock()) {
    throw new NotSignedInError(sessionMessages.expired);
  }
  const now = isoNow(clock);
  // Rotated already (by this request's twin, a moment ago, or long ago by a thief or its victim).
  const rotatedAt = session.rotated_at ? new Date(session.rotated_at).getTime() : undefined;
  const firstUse = rotatedAt === undefined && (await repo.markRotated(session.id, now));
  if (!firstUse && clock() - (rotatedAt ?? clock()) > RENEWAL_GRACE_MS) {
    await revoke(deps, session.family_id, now);
    throw new NotSignedInError(sessionMessages.expired);
  }
  // The twin of a renewal must not revive a session logged out in between.
  if (!firstUse && !(await repo.isLive(session.family_id, session.user_id))) {
    throw new NotSignedInError(sessionMessages.expired);
  }
  const successor = hmac(deps.secret, `refresh-successor:${refreshToken}`);
  const tokens = await issue(deps, session.user_id, session.family_id, successor);
  return { ...tokens, userId: session.user_id };
}

/**
 * A session is a family of refresh tokens: each renewal replaces the token with a new one, and a
 * token presented a second time (stolen and replayed) ends the whole family. The new token is
 * derived from the old one with a key of ours, so a renewal that arrives twice within the grace
 * period gives the same new token without any token being stored in the clear.
 */
export function createSessionsService(repo: SessionsRepo, access: AccessTokens, options: Options) {
  const deps: SessionDeps = { ...options, repo, access };
  const { clock } = options;
  return {
    start: (userId: string) => issue(deps, userId, uuidv7()),

    /** Ends every sign-in of an account at once (its deletion). */
    async endAllOf(userId: string): Promise<void> {
      const now = isoNow(clock);
      for (const familyId of await repo.familiesOf(userId)) await revoke(deps, familyId, now);
    },

    /** Whether the session an access token names still stands (not logged out, not revoked). */
    isLive: (familyId: string, userId: string) => repo.isLive(familyId, userId),

    renew: (refreshToken: string | undefined) => renewSession(deps, refreshToken),

    async end(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const session = await repo.findByTokenHash(sha256Hex(refreshToken));
      if (session) await revoke(deps, session.family_id, isoNow(clock));
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
