import { TEMPLATES, type TemplateId } from '@portfolio/shared/templates';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { LOOKS } from './looks.ts';
import { renderSitePageHtml } from './render-site.ts';
import { sampleSite } from './sample-site.ts';
import type { SiteData } from './site-data.ts';

// Project images (issue 26 item 1) on the site's page, in every template.

const ID = { wide: 'a'.repeat(32), small: 'b'.repeat(32), mid: 'c'.repeat(32), talk: 'd'.repeat(32) };
const HOSTILE = '"><script>alert(1)</script>';

const project = sampleSite.projects[0] as SiteData['projects'][number];
const site: SiteData = {
  ...sampleSite,
  hostingName: 'aarav',
  siteUrl: 'http://aarav.localhost:3000/',
  cover: undefined,
  reportUrl: 'http://localhost:3000/report?site=aarav',
  projects: [
    {
      ...project,
      images: [
        {
          id: ID.wide,
          alt: 'The storefront on a phone',
          caption: 'Home page, 3G',
          width: 1600,
          height: 1200,
        },
        { id: ID.small, alt: `Checkout ${HOSTILE}`, caption: `One page ${HOSTILE}`, width: 700, height: 500 },
        { id: ID.mid, alt: 'Search results', caption: '', width: 1200, height: 900 },
      ],
      coverImageId: ID.mid,
    },
  ],
  customSections: [
    {
      id: 'talks001',
      title: 'Talks',
      items: [
        {
          title: 'Fast shops',
          subtitle: 'JSConf India',
          startDate: '2024-02-01',
          endDate: '',
          description: '',
          link: '',
          image: { id: ID.talk, alt: 'On stage', caption: 'Bengaluru', width: 480, height: 320 },
        },
      ],
    },
  ],
};

const ids = TEMPLATES.map((t) => [t.id, t.name] as [TemplateId, string]);

/** Every <picture> of a page, with its sources' srcsets and its <img>'s attributes. */
function pictures(html: string) {
  return [...html.matchAll(/<picture>(.*?)<\/picture>/g)].map(([, inner = '']) => {
    const sources = [...inner.matchAll(/<source ([^>]*)\/?>/g)].map(([, attrs = '']) => attributes(attrs));
    const img = attributes(inner.match(/<img ([^>]*)\/?>/)?.[1] ?? '');
    return { sources, img };
  });
}

function attributes(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
      name.toLowerCase(),
      value,
    ]),
  );
}

/** The ids a page's images show, in page order. */
const shownIds = (html: string) => pictures(html).map(({ img }) => img.src?.split('/')[2]);

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'void-style': 'off',
    'doctype-style': 'off',
    'attr-case': 'off',
    'tel-non-breaking': 'off',
    'aria-label-misuse': 'off',
    'no-trailing-whitespace': 'off',
    'attribute-boolean-style': 'off',
    'long-title': 'off',
  },
});

describe.each(ids)('project images in template %i (%s)', (id) => {
  const html = renderSitePageHtml(id, site);

  it('shows the cover leading the card, then the others in the owner’s order, and the item’s image', () => {
    expect(shownIds(html)).toEqual([ID.mid, ID.wide, ID.small, ID.talk]);
    const projects = html.slice(html.indexOf('<section id="projects"'));
    const card = projects.slice(0, projects.indexOf('</section>'));
    expect(card.indexOf(`/_images/${ID.mid}/`)).toBeLessThan(card.indexOf('<h3>ShopFast</h3>'));
    expect(card.indexOf('<h3>ShopFast</h3>')).toBeLessThan(card.indexOf(`/_images/${ID.wide}/`));
    expect(card).toContain('<ul class="gallery" aria-label="Images of ShopFast">');
  });

  it('puts the other images in a closed <details> after the card’s text, so a first visit fetches the cover only', () => {
    const projects = html.slice(html.indexOf('<section id="projects"'));
    const card = projects.slice(0, projects.indexOf('</section>'));
    const details = card.match(/<details class="more-images">(.*?)<\/details>/s)?.[1] ?? '';
    // Closed (no `open`), named by what it holds and whose; the cover stays outside it.
    expect(card).not.toMatch(/<details[^>]* open/);
    expect(details).toMatch(
      /^<summary>2 more images<span class="sr"> of ShopFast<\/span><\/summary><ul class="gallery" aria-label="Images of ShopFast">/,
    );
    expect(shownIds(details)).toEqual([ID.wide, ID.small]);
    expect(details).not.toContain(`/_images/${ID.mid}/`);
    expect(card.indexOf('<h3>ShopFast</h3>')).toBeLessThan(card.indexOf('<details'));
    // Lazy: Chromium fetches a lazy image in a closed <details> only once it is opened.
    expect(pictures(details).map(({ img }) => img.loading)).toEqual(['lazy', 'lazy']);
  });

  it('says "1 more image" for a project of two images', () => {
    const two = renderSitePageHtml(id, {
      ...site,
      projects: [{ ...project, images: (site.projects[0]?.images ?? []).slice(0, 2), coverImageId: ID.wide }],
      customSections: [],
    });
    expect(two).toContain('<summary>1 more image<span class="sr"> of ShopFast</span></summary>');
  });

  it('offers every stored width in AVIF then WebP, never one wider than the upload, with a WebP <img>', () => {
    const [mid, wide, small, talk] = pictures(html);
    expect(wide?.sources.map((s) => [s.type, s.srcset])).toEqual([
      [
        'image/avif',
        `/_images/${ID.wide}/480.avif 480w, /_images/${ID.wide}/960.avif 960w, /_images/${ID.wide}/1600.avif 1600w`,
      ],
      [
        'image/webp',
        `/_images/${ID.wide}/480.webp 480w, /_images/${ID.wide}/960.webp 960w, /_images/${ID.wide}/1600.webp 1600w`,
      ],
    ]);
    expect(mid?.sources[1]?.srcset).toBe(
      `/_images/${ID.mid}/480.webp 480w, /_images/${ID.mid}/960.webp 960w, /_images/${ID.mid}/1200.webp 1200w`,
    );
    expect(small?.sources[0]?.srcset).toBe(
      `/_images/${ID.small}/480.avif 480w, /_images/${ID.small}/700.avif 700w`,
    );
    expect(talk?.sources[1]?.srcset).toBe(`/_images/${ID.talk}/480.webp 480w`);
    // The <img> is the 960 WebP, or the largest there is when the upload is narrower.
    expect([mid, wide, small, talk].map((p) => p?.img.src)).toEqual([
      `/_images/${ID.mid}/960.webp`,
      `/_images/${ID.wide}/960.webp`,
      `/_images/${ID.small}/700.webp`,
      `/_images/${ID.talk}/480.webp`,
    ]);
    for (const picture of [mid, wide, small, talk]) {
      for (const source of picture?.sources ?? []) expect(source.sizes).toMatch(/\d(rem|vw)/);
    }
  });

  it('gives every image its size, alt text and lazy loading, so nothing moves as they arrive', () => {
    expect(
      pictures(html).map(({ img }) => [img.width, img.height, img.alt, img.loading, img.decoding]),
    ).toEqual([
      ['1200', '900', 'Search results', 'lazy', 'async'],
      ['1600', '1200', 'The storefront on a phone', 'lazy', 'async'],
      ['700', '500', 'Checkout &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;', 'lazy', 'async'],
      ['480', '320', 'On stage', 'lazy', 'async'],
    ]);
    const css = html.match(/<style>(.*?)<\/style>/s)?.[1] ?? '';
    expect(css).toContain('img{max-width:100%;height:auto}');
  });

  it('shows each caption as the figure’s caption, escaped, and none when there is none', () => {
    expect(html).toContain('<figcaption>Home page, 3G</figcaption>');
    expect(html).toContain(
      '<figcaption>One page &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</figcaption>',
    );
    expect(html).toContain('<figcaption>Bengaluru</figcaption>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<figcaption>/g)).toHaveLength(3 + (html.match(/class="testimonial"/g)?.length ?? 0));
  });

  it('is valid HTML and keeps the images out of print (the printed page is a résumé)', async () => {
    const report = await validator.validateString(html);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    const print = html.match(/@media print\{(.*?)@page/s)?.[1] ?? '';
    expect(print).toMatch(/\.items \.shot,\.gallery,[^{]*\{display:none!important\}/);
  });

  it('leaves out an image the server has not sized or whose id is not an upload’s, and shows no gallery for one image', () => {
    const unsized = renderSitePageHtml(id, {
      ...site,
      projects: [
        {
          ...project,
          images: [
            { id: ID.wide, alt: 'Unsized', caption: '' },
            { id: '../../etc/passwd', alt: 'Bad id', caption: '', width: 10, height: 10 },
            { id: ID.small, alt: 'Only one', caption: '', width: 700, height: 500 },
          ],
          coverImageId: ID.wide,
        },
      ],
      customSections: [],
    });
    expect(shownIds(unsized)).toEqual([ID.small]);
    expect(unsized).not.toContain('Unsized');
    expect(unsized).not.toContain('passwd');
    expect(unsized).not.toContain('class="gallery"');
    expect(unsized).not.toContain('<details');
  });

  it('shows an item’s image at most 26rem wide, and asks for a file of that width', () => {
    const talk = pictures(html).at(-1);
    expect(talk?.sources.map((s) => s.sizes)).toEqual([
      '(min-width: 30rem) 26rem, calc(100vw - 5rem)',
      '(min-width: 30rem) 26rem, calc(100vw - 5rem)',
    ]);
    expect(html).toContain('.timeline .shot{max-width:26rem}');
  });

  it('shows no image for a project without images, as before', () => {
    const plain = renderSitePageHtml(id, { ...site, projects: [project], customSections: [] });
    expect(plain).not.toContain('<picture');
    expect(plain).not.toContain('/_images/');
  });
});

it('lays the gallery out in each template’s own way: thumbnails, stacked, a grid of two', () => {
  const css = (id: TemplateId) => renderSitePageHtml(id, site).match(/<style>(.*?)<\/style>/s)?.[1] ?? '';
  expect(css(1)).toContain('.techfolio .gallery{grid-template-columns:repeat(auto-fill,minmax(6.5rem,1fr))}');
  expect(css(1)).toContain('.techfolio .gallery img{width:100%;aspect-ratio:4/3;object-fit:cover}');
  expect(css(2)).not.toMatch(/\.gallery\{grid-template-columns/);
  expect(css(3)).toContain('.studio .gallery{grid-template-columns:1fr 1fr}');
});

/** The width (CSS px) a `sizes` list says at a viewport `width` px wide: min-width conditions in rem, lengths in rem, vw, px and calc() of them. */
function sizesAt(sizes: string, width: number): number {
  const length = (text: string) =>
    [...text.replace(/\s+/g, '').matchAll(/([+-]?)([\d.]+)(rem|vw|px)/g)].reduce(
      (total, [, sign, value, unit]) => {
        const px = Number(value) * (unit === 'rem' ? 16 : unit === 'vw' ? width / 100 : 1);
        return sign === '-' ? total - px : total + px;
      },
      0,
    );
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const condition = entry.match(/^\(min-width:\s*([\d.]+)rem\)\s+(.+)$/);
    if (!condition) return length(entry);
    if (width >= Number(condition[1]) * 16) return length(condition[2] as string);
  }
  return Number.NaN;
}

it('draws a project’s cover within 274 px on a 360-px phone in Paper, Terminal and Gallery: the 480-wide file at pixel ratio 1.75', () => {
  const css = (id: TemplateId) => renderSitePageHtml(id, site).match(/<style>(.*?)<\/style>/s)?.[1] ?? '';
  // Chromium takes the narrowest file at least as dense as the screen: 480 / 1.75 = 274 px.
  for (const id of [4, 7, 8] as const) {
    expect(sizesAt(LOOKS[id].layout.imageSizes.lead, 360), TEMPLATES[id - 1]?.name).toBeLessThanOrEqual(
      480 / 1.75,
    );
  }
  expect(css(7)).toContain('.paper .lead{margin:.75rem 0 .25rem;max-width:16rem}');
  expect(css(8)).toContain('.terminal .lead{max-width:16rem}');
  // Gallery: a wall of two columns on a phone too, three from 80rem.
  expect(css(4)).toContain('.gallery-site .section-projects .grid{display:block;columns:2;column-gap:1rem}');
  expect(sizesAt(LOOKS[4].layout.imageSizes.lead, 360)).toBe(152);
  // Studio's gallery, two to a row in a card padded 1.4rem: 132 px on a 360-px phone, as drawn.
  expect(sizesAt(LOOKS[3].layout.imageSizes.gallery, 360)).toBe(132);
});
