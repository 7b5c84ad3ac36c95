import { AA_TEXT, contrastRatio } from '@portfolio/shared/readable-colours';
import { TEMPLATE_IDS, type TemplateId } from '@portfolio/shared/templates';
import { APPEARANCES, FONT_PAIRING_IDS, TEMPLATE_GROUNDS, type Theme } from '@portfolio/shared/theme';
import { describe, expect, it } from 'vitest';
import { renderCaseStudyPages } from './case-study-page.ts';
import { FONT_PATH, PAIRING_FACES, pairingFiles } from './fonts.ts';
import { LOOKS } from './looks.ts';
import { renderSite, renderSitePage, renderSitePageHtml } from './render-site.ts';
import { sampleSite } from './sample-site.ts';
import type { SiteData } from './site-data.ts';

const site = (theme?: unknown): SiteData => ({
  ...sampleSite,
  theme: theme as Theme,
  hostingName: 'aarav',
  siteUrl: 'http://aarav.localhost:3000/',
  cover: undefined,
  reportUrl: 'http://localhost:3000/report?site=aarav',
});

const styleOf = (html: string) => /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
const fontsLinked = (html: string) =>
  [...html.matchAll(/\/_site-fonts\/([a-z0-9-]+\.woff2)/g)].map((m) => m[1]);
/** The value of each custom property in the stylesheet's first `:root` block of a colour scheme. */
function rootOf(css: string, scheme: 'light' | 'dark'): Record<string, string> {
  const block = new RegExp(`:root\\{color-scheme:${scheme};([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(block.split(';').map((declaration) => declaration.slice(2).split(':')));
}

describe.each(TEMPLATE_IDS)('template %i in a theme', (id: TemplateId) => {
  it.each(APPEARANCES)('renders the %s appearance', (appearance) => {
    const css = styleOf(renderSitePageHtml(id, site({ appearance })));
    const media = css.includes('@media (prefers-color-scheme:dark){:root{color-scheme:dark;');
    expect(media).toBe(appearance === 'system');
    expect(css.includes(':root{color-scheme:light;')).toBe(appearance !== 'dark');
    expect(css.includes(':root{color-scheme:dark;')).toBe(appearance !== 'light');
  });

  it.each(FONT_PAIRING_IDS)('links and preloads exactly the two files of the %s pairing', (fonts) => {
    const html = renderSitePageHtml(id, site({ fonts }));
    const files = pairingFiles(fonts);
    expect(new Set(fontsLinked(html))).toEqual(new Set(files));
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual([...new Set(files)].length === 2 ? files.map((f) => `${FONT_PATH}${f}`) : []);
    expect(styleOf(html)).toContain('font-display:swap');
  });

  it.each(FONT_PAIRING_IDS)(
    'stands a resized system font in for each face of the %s pairing until it arrives',
    (fonts) => {
      const css = styleOf(renderSitePageHtml(id, site({ fonts })));
      const { heading, body } = PAIRING_FACES[fonts];
      for (const [face, property] of [
        [heading, '--head-font'],
        [body, '--body-font'],
      ] as const) {
        // Named right after the face, before the generic stack: it is what shows while the file loads.
        expect(css).toContain(`${property}:"${face.family}","${face.family} fallback",${face.fallback}`);
        const rule = new RegExp(
          `@font-face\\{font-family:"${face.family} fallback";src:((?:local\\("[^"]+"\\),?)+);font-weight:${face.weight};font-style:normal;size-adjust:([\\d.]+)%;ascent-override:([\\d.]+)%;descent-override:([\\d.]+)%;line-gap-override:0%\\}`,
        ).exec(css);
        expect(rule?.[1]).toBe(face.stand.local.map((name) => `local("${name}")`).join(','));
        // A system font found by name, never a file: nothing more to download.
        expect(rule?.[1]).not.toContain('url(');
        expect(Number(rule?.[2])).toBeGreaterThan(85);
        expect(Number(rule?.[2])).toBeLessThan(125);
      }
    },
  );

  it('paints links, buttons and headings with the accent, readable in light and dark', () => {
    const css = styleOf(renderSitePageHtml(id, site({ accent: '#134E4A', appearance: 'system' })));
    for (const mode of ['light', 'dark'] as const) {
      const root = rootOf(css, mode);
      const { bg, surface } = TEMPLATE_GROUNDS[id][mode];
      for (const ground of [bg, surface]) {
        expect(contrastRatio(root.accent as string, ground)).toBeGreaterThanOrEqual(AA_TEXT);
      }
      expect(contrastRatio(root['on-accent'] as string, root.accent as string)).toBeGreaterThanOrEqual(
        AA_TEXT,
      );
    }
    expect(rootOf(css, 'light').accent).toBe('#134e4a');
  });

  it('adjusts an accent equal to the background until it reads', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { bg } = TEMPLATE_GROUNDS[id][mode];
      const root = rootOf(styleOf(renderSitePageHtml(id, site({ accent: bg, appearance: mode }))), mode);
      expect(root.accent).not.toBe(bg);
      expect(contrastRatio(root.accent as string, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('drops the footer credit when the owner switches it off, and keeps the report link', () => {
    expect(renderSitePageHtml(id, site())).toContain('Made with <a href="https://portfolio-maker.app/">');
    const off = renderSitePageHtml(id, site({ credit: false }));
    expect(off).not.toContain('Made with');
    expect(off).not.toContain('portfolio-maker.app');
    expect(off).toContain('Report this site');
  });

  it.each([
    { accent: '</style><script>alert(1)</script>' },
    { accent: 'url(javascript:alert(1))' },
    { accent: 'red;}body{display:none' },
    { fonts: '"/><script>alert(1)</script>' },
    { appearance: '}*{display:none}' },
    '</style><script>alert(1)</script>',
  ])('never lets %j reach the stylesheet: the template’s own look instead', (theme) => {
    const html = renderSitePageHtml(id, site(theme));
    expect(html).toBe(renderSitePageHtml(id, site()));
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('styles the contact page and the case-study pages in the same theme', () => {
    const theme = { accent: '#be123c', fonts: 'mono' as const, appearance: 'dark' as const, credit: false };
    const css = styleOf(renderSitePageHtml(id, site(theme)));
    const contact = renderSitePage(id, {
      title: 'Contact',
      bodyHtml: '<h1>Contact</h1>',
      siteName: 'Aarav',
      theme,
    });
    expect(styleOf(contact)).toBe(css);
    const [study] = renderCaseStudyPages(id, site(theme));
    expect(styleOf(study?.body ?? '')).toBe(css);
  });

  it('draws the favicon and the theme colour in the accent, readable', () => {
    const data = site({ accent: '#fef08a' });
    const icon = renderSite(id, data).find((file) => file.path === 'favicon.svg')?.body ?? '';
    const [ground, ink] = [...icon.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1] as string);
    expect(contrastRatio(ink as string, ground as string)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(renderSitePageHtml(id, data)).toContain(`<meta name="theme-color" content="${ground}">`);
    expect(renderSite(id, site()).find((file) => file.path === 'favicon.svg')?.body).not.toContain(ground);
  });

  it('writes the stylesheet before any text of the owner’s', () => {
    const html = renderSitePageHtml(id, { ...site(), name: '<style>x</style>' });
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<title>'));
  });
});

describe('the templates’ own palettes', () => {
  it('meet AA for every text on its ground, in light and dark', () => {
    for (const id of TEMPLATE_IDS) {
      for (const mode of ['light', 'dark'] as const) {
        const p = LOOKS[id].palettes[mode] as Record<string, string>;
        const chipGround = p['chip-bg'] === 'transparent' ? (p.bg as string) : (p['chip-bg'] as string);
        const pairs: [string, string][] = [
          ...['fg', 'muted', 'accent', 'error'].flatMap((text) =>
            [p.bg, p.surface].map((ground) => [p[text], ground] as [string, string]),
          ),
          [p['on-accent'] as string, p.accent as string],
          [p['chip-fg'] as string, chipGround],
        ];
        if (p.soft) pairs.push([p.soft, p.bg as string]);
        if (p.band) pairs.push(['#c7d2fe', p.band]);
        for (const [fg, ground] of pairs) {
          expect(contrastRatio(fg, ground), `${id} ${mode}: ${fg} on ${ground}`).toBeGreaterThanOrEqual(
            AA_TEXT,
          );
        }
      }
    }
  });
});
