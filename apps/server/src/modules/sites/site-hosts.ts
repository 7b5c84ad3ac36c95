import type { HostLookup } from '../domains/host-lookup.ts';

/** A Host that may be someone's own domain: a dotted name ending in letters. */
const DOMAIN = /^[a-z0-9.-]{1,253}\.[a-z]{2,63}$/;

/** A Host header's name: lower case, without its port or a trailing dot. */
export function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  const end = host.startsWith('[') ? host.indexOf(']') + 1 : host.indexOf(':');
  const name = (end === -1 ? host : host.slice(0, end)).toLowerCase();
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

type Options = { sitesDomain: string; appDomain: string; hosts: HostLookup };

/**
 * Which published site a Host header asks for: `{name}.{SITES_DOMAIN}`, or a custom domain an
 * owner connected. The app's own domain, addresses and names that cannot be a domain are the app's.
 */
export function createSiteHosts({ sitesDomain, appDomain, hosts }: Options) {
  const suffix = `.${sitesDomain}`;
  const isAppHost = (host: string) =>
    host === appDomain || host.endsWith(`.${appDomain}`) || !DOMAIN.test(host);

  return {
    async siteOf(hostname: string): Promise<string | undefined> {
      const host = hostnameOf(hostname);
      if (host.endsWith(suffix)) return host.slice(0, -suffix.length);
      return isAppHost(host) ? undefined : hosts.hostingNameOf(host);
    },

    /** The same without waiting: a site, null for the app's hosts, undefined when it must be asked. */
    peek(hostname: string): string | null | undefined {
      const host = hostnameOf(hostname);
      if (host.endsWith(suffix)) return host.slice(0, -suffix.length);
      return isAppHost(host) ? null : hosts.peek(host);
    },
  };
}

export type SiteHosts = ReturnType<typeof createSiteHosts>;
