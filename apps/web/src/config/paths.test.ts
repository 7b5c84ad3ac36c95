import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router.tsx';
import { paths, specLinkPaths } from './paths.ts';

/** The pattern of the page `href` opens in the app's router, and the parameters it reads. */
function pageOf(href: string) {
  const url = new URL(href, 'https://portfolio-maker.invalid');
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const page = matches.at(-1);
  return { pattern: page?.route.path ?? '(index)', params: page?.params, query: url.searchParams };
}

describe('paths', () => {
  it('lead every page to its own route, never to Not found', () => {
    const pages = {
      ...paths,
      portfolio: paths.portfolio(1),
      update: paths.update('p1'),
      history: paths.history('p1'),
      report: paths.report('asha'),
      stats: paths.stats('p1'),
      siteInbox: paths.siteInbox('p1'),
    };
    const patterns = Object.values(pages).map((href) => pageOf(href).pattern);
    expect(patterns).not.toContain('*');
    // One site's inbox is the inbox page with a filter; every other entry is a page of its own.
    expect(pageOf(pages.siteInbox).pattern).toBe(pageOf(paths.inbox).pattern);
    expect(new Set(patterns).size).toBe(patterns.length - 1);
  });

  it('keep the spellings docs/spec.md shows for some links, which open the same pages', () => {
    expect(Object.values(specLinkPaths)).toEqual(['/aboutUs', '/privacyPolicy', '/refundPolicy']);
    for (const [name, href] of Object.entries(specLinkPaths)) {
      expect(pageOf(href).pattern).toBe(pageOf(paths[name as keyof typeof specLinkPaths]).pattern);
    }
  });

  it('write the parameter of a page as one part of the address, whatever it holds', () => {
    const odd = 'a/b?c=d#e %&é';
    expect(pageOf(paths.history(odd))).toMatchObject({
      pattern: 'history/:portfolioId',
      params: { portfolioId: odd },
    });
    expect(pageOf(paths.stats(odd))).toMatchObject({
      pattern: 'stats/:portfolioId',
      params: { portfolioId: odd },
    });
    expect(pageOf(paths.portfolio(odd))).toMatchObject({ pattern: 'portfolio/:id', params: { id: odd } });
    expect(pageOf(paths.update(odd)).query.get('id')).toBe(odd);
    expect(pageOf(paths.report(odd)).query.get('site')).toBe(odd);
    expect(pageOf(paths.siteInbox(odd)).query.get('site')).toBe(odd);
  });

  it('leave ordinary ids and names as they are', () => {
    expect(paths.portfolio(1)).toBe('/portfolio/1');
    expect(paths.update('665f1c2ab0e4a1d2c3b4a5f6')).toBe('/UpdateTemplateData?id=665f1c2ab0e4a1d2c3b4a5f6');
    expect(paths.history('665f1c2ab0e4a1d2c3b4a5f6')).toBe('/history/665f1c2ab0e4a1d2c3b4a5f6');
    expect(paths.stats('665f1c2ab0e4a1d2c3b4a5f6')).toBe('/stats/665f1c2ab0e4a1d2c3b4a5f6');
    expect(paths.report('asha-rao')).toBe('/report?site=asha-rao');
    expect(paths.siteInbox('665f1c2ab0e4a1d2c3b4a5f6')).toBe('/inbox?site=665f1c2ab0e4a1d2c3b4a5f6');
  });
});
