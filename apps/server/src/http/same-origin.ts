import { apiPaths } from '@portfolio/shared/api';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

const refused = 'This request did not come from Portfolio Maker and was refused.';

/** What a browser says of where a request came from; anything but this origin or the user's own action. */
function fromElsewhere(fetchSite: string | string[] | undefined): boolean {
  return typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none';
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * CSRF beyond SameSite cookies (which let a same-site page, such as a published portfolio on a
 * sub-domain, send them): a request that changes anything must come from this origin. Browsers
 * say where a request came from in `Origin` (and `Sec-Fetch-Site`); clients that send neither
 * (curl, Razorpay's webhook) are not browsers carrying someone's cookies, and pass. The session
 * renewal is a GET (docs/spec.md §7) that rotates the session, so it is guarded the same way.
 */
export async function requireSameOrigin(request: FastifyRequest): Promise<void> {
  const path = request.url.split('?')[0];
  if (READ_ONLY.has(request.method) && path !== apiPaths.refresh) return;
  const { origin } = request.headers;
  if (origin !== undefined) {
    if (hostOf(origin) !== request.host) throw new AppError(403, refused);
    return;
  }
  if (fromElsewhere(request.headers['sec-fetch-site'])) throw new AppError(403, refused);
}
