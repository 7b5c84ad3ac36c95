import { apiPaths } from '@portfolio/shared/api';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

const refused = 'This request did not come from Portfolio Maker and was refused.';

/** What a browser says of where a request came from; anything but this origin or the user's own action. */
function fromElsewhere(fetchSite: string | string[] | undefined): boolean {
  return typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none';
}

/** scheme://host:port, with the default port left out, as browsers write Origin; none when malformed. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF beyond SameSite cookies (which let a same-site page, such as a published portfolio on a
 * sub-domain, send them): a request that changes anything must come from this origin, the same
 * scheme, host and port. Browsers say where a request came from in `Origin` (and
 * `Sec-Fetch-Site`); clients that send neither (curl, Razorpay's webhook) are not browsers
 * carrying someone's cookies, and pass. The session renewal is a GET (docs/spec.md §7) that
 * rotates the session, so it is guarded the same way: known by the route the router matched, so
 * no other spelling of its path (`%72efresh`) gets past.
 */
export async function requireSameOrigin(request: FastifyRequest): Promise<void> {
  if (READ_ONLY.has(request.method) && request.routeOptions.url !== apiPaths.refresh) return;
  const { origin } = request.headers;
  if (origin !== undefined) {
    const own = originOf(`${request.protocol}://${request.host}`);
    if (own === undefined || originOf(origin) !== own) throw new AppError(403, refused);
    return;
  }
  if (fromElsewhere(request.headers['sec-fetch-site'])) throw new AppError(403, refused);
}
