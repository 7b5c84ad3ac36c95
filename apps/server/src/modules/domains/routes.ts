import { apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import {
  addDomainSchema,
  customDomainSchema,
  domainMessages,
  domainOfPortfolioSchema,
  normalizeDomain,
} from '@portfolio/shared/domains';
import type { FastifyInstance } from 'fastify';
import { documented, type RouteDoc } from '../../http/api-docs.ts';
import { parseInput } from '../../http/validate.ts';
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
  const userId = (request: { user: User | null }) => (request.user as User)._id;
  const signedIn = { onRequest: app.requireUser };
  const sitesSuffix = `.${sitesDomain}`;

  const owner = (doc: Omit<RouteDoc, 'access'>, config = {}) => ({
    ...signedIn,
    ...documented({ ...doc, access: 'user' }, config),
  });

  app.post(
    apiPaths.customDomain,
    owner({
      summary: 'Adds a domain to a live portfolio (replacing its last)',
      body: addDomainSchema,
      data: customDomainSchema,
    }),
    async (request) => {
      const { portfolioId, domain } = parseInput(addDomainSchema, request.body);
      return { success: true, data: await domains.add(userId(request), portfolioId, domain) };
    },
  );

  app.post(
    apiPaths.verifyCustomDomain,
    owner(
      {
        summary: 'Looks the records up and connects the domain when they are right',
        body: domainOfPortfolioSchema,
        data: customDomainSchema,
      },
      { rateLimit: { max: 30, timeWindow: 60_000 } },
    ),
    async (request) => {
      const { portfolioId } = parseInput(domainOfPortfolioSchema, request.body);
      const domain = await domains.verify(userId(request), portfolioId);
      return {
        success: true,
        message: domain.status === 'verified' ? domainMessages.verified : undefined,
        data: domain,
      };
    },
  );

  app.post(
    apiPaths.removeCustomDomain,
    owner({ summary: 'Removes the domain', body: domainOfPortfolioSchema }),
    async (request) => {
      const { portfolioId } = parseInput(domainOfPortfolioSchema, request.body);
      await domains.remove(userId(request), portfolioId);
      return { success: true, message: domainMessages.removed };
    },
  );

  /**
   * Caddy's on-demand TLS asks `?domain=` before getting a certificate: yes (200) only for a live
   * site's name under SITES_DOMAIN or a connected custom domain, so nobody can make the proxy
   * request certificates for names of their choosing.
   */
  const ask = documented({
    summary: 'For the TLS proxy: 200 when this name may have a certificate, else 404',
  });
  app.get<{ Querystring: { domain?: unknown } }>(apiPaths.tlsAsk, ask, async (request, reply) => {
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
