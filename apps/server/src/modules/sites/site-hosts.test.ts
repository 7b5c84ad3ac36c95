import { describe, expect, it } from 'vitest';
import type { HostLookup } from '../domains/host-lookup.ts';
import { createSiteHosts, hostnameOf } from './site-hosts.ts';

describe('hostnameOf', () => {
  it('reads a Host header as a name: lower case, without its port or a trailing dot', () => {
    expect(hostnameOf('Asha-Rao.Sites.Example:8443')).toBe('asha-rao.sites.example');
    expect(hostnameOf('asha.example.com.')).toBe('asha.example.com');
    expect(hostnameOf('ASHA.EXAMPLE.COM.:80')).toBe('asha.example.com');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf('[::1')).toBe('');
    expect(hostnameOf('')).toBe('');
    expect(hostnameOf(undefined)).toBe('');
  });
});

describe('site hosts', () => {
  const lookedUp: string[] = [];
  const hosts = createSiteHosts({
    sitesDomain: 'sites.example',
    appDomain: 'app.example',
    hosts: {
      peek: (host: string) => (host === 'asha.dev' ? 'asha-rao' : undefined),
      hostingNameOf: async (host: string) => {
        lookedUp.push(host);
        return host === 'asha.dev' ? 'asha-rao' : undefined;
      },
    } as unknown as HostLookup,
  });

  it('finds a site by its address under the sites domain, its own domain, or not at all for the app', async () => {
    expect(hosts.peek('Asha-Rao.Sites.Example:443')).toBe('asha-rao');
    expect(hosts.peek('ASHA.dev.')).toBe('asha-rao');
    expect(hosts.peek('app.example')).toBeNull();
    expect(hosts.peek('127.0.0.1:3000')).toBeNull();
    expect(await hosts.siteOf('asha.dev:8080')).toBe('asha-rao');
    expect(await hosts.siteOf('www.app.example')).toBeUndefined();
    expect(lookedUp).toEqual(['asha.dev']);
  });
});
