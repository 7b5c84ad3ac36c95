import { domainMessages, normalizeDomain } from '@portfolio/shared/domains';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import type { HostLookup } from './host-lookup.ts';
import type { DomainsService } from './service.ts';

type Options = {
  domains: DomainsService;
  hostingNameOf: HostLookup['hostingNameOf'];
  isLive: (hostingName: string) => Promise<boolean>;
  /** SITES_DOMAIN: names under it are ours, never a custom domain. */
  sitesDomain: string;
};

const NAME = /^[a-z][a-z0-9-]{1,39}$/;

/** The owner's custom domain (add, verify, remove), and the question the TLS proxy asks. */
export async function domainRoutes(
  app: FastifyInstance,
  { domains, hostingNameOf, isLive, sitesDomain }: Options,
): Promise<void> {
  const userId = (request: FastifyRequest) => signedInUser(request)._id;
  const sitesSuffix = `.${sitesDomain}`;

  serve(app, 'customDomain', async (request) => {
    const { portfolioId, domain } = request.body;
    return { success: true, data: await domains.add(userId(request), portfolioId, domain) };
  });

  serve(
    app,
    'verifyCustomDomain',
    async (request) => {
      const domain = await domains.verify(userId(request), request.body.portfolioId);
      return {
        success: true,
        message: domain.status === 'verified' ? domainMessages.verified : undefined,
        data: domain,
      };
    },
    { rateLimit: { max: 30, timeWindow: 60_000 } },
  );

  serve(app, 'removeCustomDomain', async (request) => {
    await domains.remove(userId(request), request.body.portfolioId);
    return { success: true, message: domainMessages.removed };
  });

  /**
   * Caddy's on-demand TLS asks `?domain=` before getting a certificate: yes (200) only for a live
   * site's name under SITES_DOMAIN or a connected custom domain, so nobody can make the proxy
   * request certificates for names of their choosing.
   */
  serve(app, 'tlsAsk', async (request, reply) => {
    const raw = request.query.domain;
    const domain = typeof raw === 'string' && raw.length <= 253 ? normalizeDomain(raw) : '';
    let allowed = false;
    if (domain.endsWith(sitesSuffix)) {
      const name = domain.slice(0, -sitesSuffix.length);
      allowed = NAME.test(name) && (await isLive(name));
    } else if (/^[a-z0-9.-]+\.[a-z]{2,63}$/.test(domain)) {
      allowed = (await hostingNameOf(domain)) !== undefined;
    }
    return allowed
      ? { success: true, message: `${domain} may have a certificate.` }
      : reply.status(404).send({ success: false, message: 'No live site answers at this name.' });
  });
}
