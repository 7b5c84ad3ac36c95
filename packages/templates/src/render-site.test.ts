import { TEMPLATES, type TemplateId } from '@portfolio/shared/templates';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { renderSite, renderSitePage, renderSitePageHtml } from './render-site.ts';
import { sampleSite } from './sample-site.ts';
import type { SiteData } from './site-data.ts';
import { emptySite, hostileSite, longSite } from './test-sites.ts';

const site: SiteData = {
  ...sampleSite,
  hostingName: 'aarav',
  siteUrl: 'http://aarav.localhost:3000/',
  cover: { src: 'cover-0123456789abcdef.webp', width: 1600, height: 900 },
  photo: { src: 'photo-0123456789abcdef.webp', width: 400, height: 400 },
  contactUrl: 'contact',
  resumeUrl: 'resume.pdf',
  reportUrl: 'http://localhost:3000/report?site=aarav',
};

const ids = TEMPLATES.map((t) => [t.id, t.name] as [TemplateId, string]);
const page = (id: TemplateId, data: SiteData) => renderSitePageHtml(id, data);
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style, not validity: React writes `<!doctype html>`, `dateTime`, void and boolean attributes its
    // own way; phone numbers may wrap; lists are named with aria-label (allowed, announced).
    'void-style': 'off',
    'doctype-style': 'off',
    'attr-case': 'off',
    'tel-non-breaking': 'off',
    'aria-label-misuse': 'off',
    'no-trailing-whitespace': 'off',
    'attribute-boolean-style': 'off',
    'no-inline-style': 'off',
    'long-title': 'off',
  },
});

/** Every link target in a page: hrefs and srcs. */
const targets = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1] as string);

function expectSafe(html: string) {
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  expect(scripts).toEqual(['<script type="application/ld+json">']);
  // Attribute names of every tag (quoted values, where escaped text lives, taken out first).
  const tags = (html.match(/<[a-z][^>]*>/gi) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""'));
  expect(tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag))).toEqual([]);
  for (const href of targets(html)) {
    // Own files (relative), the fonts and links out: only http(s), mailto and tel leave the site.
    // A project's case-study page is a folder of the site (`shopfast/`).
    expect(href).toMatch(
      /^(https?:|mailto:|tel:|#|[a-z0-9-]+\.(svg|webp|pdf)$|contact$|[a-z0-9-]+\/$|\/_site-fonts\/)/,
    );
  }
}

describe.each(ids)('template %i (%s)', (id) => {
  it('renders the sample as a complete document with Open Graph, a JSON-LD Person and a favicon', () => {
    const files = renderSite(id, site);
    expect(files.map((f) => f.path)).toEqual(['index.html', 'favicon.svg', 'sitemap.xml', 'robots.txt']);
    const html = files[0]?.body ?? '';
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<title>Aarav Sharma — Full-Stack Developer</title>');
    expect(html).toContain(
      '<meta property="og:image" content="http://aarav.localhost:3000/cover-0123456789abcdef.webp">',
    );
    expect(html).toContain('<link rel="icon" href="favicon.svg" type="image/svg+xml">');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Person', name: 'Aarav Sharma', jobTitle: 'Full-Stack Developer' });
    expect(files[1]?.body).toContain('>AS</text>');
    expect(files[2]?.body).toContain('<loc>http://aarav.localhost:3000/</loc>');
    expect(files[3]?.body).toBe(
      'User-agent: *\nAllow: /\nSitemap: http://aarav.localhost:3000/sitemap.xml\n',
    );
  });

  it('names the share image, when drawn, in og:image (with its size and escaped alt) and twitter:image', () => {
    const share = {
      src: 'share-0123456789abcdef.png',
      width: 1200,
      height: 630,
      alt: '"><script>x</script>',
    };
    const html = page(id, { ...site, share });
    const url = 'http://aarav.localhost:3000/share-0123456789abcdef.png';
    expect(html).toContain(`<meta property="og:image" content="${url}">`);
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain(
      '<meta property="og:image:alt" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta name="twitter:image" content="${url}">`);
  });

  it('shows what a visitor looks for: photo, sections, chips, tel and icon links, the footer links', () => {
    const html = page(id, site);
    expect(html).toContain('alt="Photo of Aarav Sharma"');
    expect(html).toContain('<h2 id="projects-title">Projects</h2>');
    expect(html).toContain('<nav class="toc" aria-label="Sections">');
    expect(html).toContain('<li>Fastify</li>');
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toMatch(
      /<a href="https:\/\/github.com\/aarav-example" rel="me noopener noreferrer" class="social"><svg[^>]*aria-hidden="true"/,
    );
    expect(html).toContain('<span class="sr">GitHub</span>');
    expect(html).toContain('<a class="button" href="http://aarav.localhost:3000/contact">Contact me</a>');
    expect(html).toContain('<a class="button" href="http://aarav.localhost:3000/resume.pdf">Download CV</a>');
    expect(html).toContain(
      'href="http://localhost:3000/report?site=aarav" rel="nofollow">Report this site</a>',
    );
    expect(html).toContain('font-display:swap');
    expect(html).toContain('@media print');
  });

  it('shows skills as chips by group, services as cards with a price or On request, testimonials as quotations', () => {
    const html = page(id, site);
    const { headings, toc } = sectionsOf(html);
    for (const section of ['skills', 'services', 'testimonials']) {
      expect(headings).toContain(section);
      expect(toc).toContain(section);
    }
    expect(html).toContain('<h2 id="skills-title">Skills</h2>');
    expect(html).toContain(
      '<h3>Frontend</h3><ul class="chips" aria-label="Frontend skills"><li>React</li><li>TypeScript</li>',
    );
    expect(html).toContain('<h3>Performance audit</h3><p class="price">₹15 000</p>');
    expect(html).toContain('<h3>Team mentoring</h3><p class="price on-request">On request</p>');
    expect(html).toContain(
      '<figure class="testimonial"><blockquote cite="https://example.com/meera"><p>Aarav halved our page weight and our bounce rate with it.</p></blockquote><figcaption><cite><a href="https://example.com/meera" rel="noopener noreferrer">Meera Rao</a></cite>, CTO, Brightlabs</figcaption></figure>',
    );
  });

  it('leaves Skills, Services and Testimonials out when empty, or missing from content saved before them', () => {
    const { skills: _s, services: _v, testimonials: _t, ...older } = site;
    for (const data of [{ ...site, skills: [], services: [], testimonials: [] }, older as SiteData]) {
      const { headings, toc } = sectionsOf(page(id, data));
      for (const section of ['skills', 'services', 'testimonials']) {
        expect(headings).not.toContain(section);
        expect(toc).not.toContain(section);
      }
    }
  });

  it('lists each section newest first, an ongoing entry leading', () => {
    const html = page(id, {
      ...site,
      projects: [
        {
          ...sampleSite.projects[1],
          title: 'Oldest',
          startDate: '2019-01-01',
          endDate: '2019-06-01',
        } as SiteData['projects'][0],
        {
          ...sampleSite.projects[1],
          title: 'Newer',
          startDate: '2021-01-01',
          endDate: '2022-06-01',
        } as SiteData['projects'][0],
        {
          ...sampleSite.projects[1],
          title: 'Ongoing',
          startDate: '2020-01-01',
          endDate: '',
        } as SiteData['projects'][0],
      ],
    });
    const order = ['Ongoing', 'Newer', 'Oldest'].map((t) => html.indexOf(`<h3>${t}</h3>`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('is valid HTML with the sample, with every field empty, and with hostile and very long values', async () => {
    for (const data of [site, emptySite(), hostileSite(site), longSite(site)]) {
      const report = await validator.validateString(page(id, data));
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(messages).toEqual([]);
    }
  });

  it('carries no script, no handler, only http(s)/mailto/tel links, and escapes every hostile value', () => {
    for (const data of [site, emptySite(), hostileSite(site), longSite(site)]) expectSafe(page(id, data));
    const html = page(id, hostileSite(site));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '';
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld).name).toBe('<script>alert(1)</script>');
    const favicon = renderSite(id, hostileSite(site))[1]?.body ?? '';
    expect(favicon).not.toContain('<script');
  });

  it('leaves no trace of empty sections and fields: no "© .", no empty heading, no menu', () => {
    const html = page(id, emptySite());
    expect(html).not.toMatch(/©\s*\./);
    expect(html).not.toContain('©');
    expect(html).not.toContain('<h2');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('class="toc"');
    expect(html).not.toContain('Contact me');
    expect(html).not.toContain('Download CV');
    expect(html).toContain('<h1>empty-site</h1>');
    expect(html).toContain('Report this site');
  });

  it('keeps long, RTL and emoji text intact', () => {
    const html = page(id, longSite(site));
    expect(html).toContain('Project 50');
    expect(html).toContain('مرحبا بالعالم');
    expect(html).toContain('🚀');
    expect(html).toContain('a'.repeat(5000));
  });

  it('renders other pages of the site (the contact form) in the same style', () => {
    const html = renderSitePage(id, { title: 'Contact', bodyHtml: '<h1>Contact</h1>', siteName: '<Aarav>' });
    expect(html).toContain(`<style>${page(id, site).match(/<style>(.*?)<\/style>/s)?.[1]}</style>`);
    expect(html).toContain('&lt;Aarav&gt;');
    expect(html).toContain('<main id="content" class="wrap page"><h1>Contact</h1></main>');
  });
});

it('gives each template its own look: distinct stylesheets and section orders', () => {
  const styles = ids.map(([id]) => page(id, site).match(/<style>(.*?)<\/style>/s)?.[1]);
  expect(new Set(styles).size).toBe(ids.length);
  const first = ids.map(([id]) => page(id, site).match(/<h2 id="([a-z]+)-title">/)?.[1]);
  expect(first).toEqual(['about', 'about', 'projects', 'projects', 'about', 'services', 'about', 'about']);
  // Each page's root names its template, the hook of its own rules.
  const roots = ids.map(([id]) => page(id, site).match(/<div class="site ([a-z-]+)">/)?.[1]);
  expect(new Set(roots).size).toBe(ids.length);
  expect(page(2, site)).toContain('Fraunces');
  expect(page(3, site)).toContain('color-scheme:dark');
  expect(page(8, site)).toContain('JetBrains Mono');
});

/** The sections a page shows, in order: its headings' ids, and its table of contents' targets. */
const sectionsOf = (html: string) => ({
  headings: [...html.matchAll(/<h2 id="([a-z]+)-title">/g)].map((m) => m[1]),
  toc: [...(html.match(/<nav class="toc".*?<\/nav>/s)?.[0] ?? '').matchAll(/href="#([a-z]+)"/g)].map(
    (m) => m[1],
  ),
});

it("follows the owner's order and leaves the hidden sections out, in the sections and the table of contents", () => {
  const owned = {
    ...site,
    sectionOrder: ['projects', 'education'],
    hiddenSections: ['articles'],
  } as SiteData;
  const expected = {
    1: ['projects', 'education', 'about', 'skills', 'experience', 'achievements', 'services', 'testimonials'],
    2: ['projects', 'education', 'about', 'experience', 'achievements', 'testimonials', 'services', 'skills'],
    3: ['projects', 'education', 'services', 'testimonials', 'experience', 'about', 'skills', 'achievements'],
    4: ['projects', 'education', 'about', 'services', 'testimonials', 'skills', 'experience', 'achievements'],
    5: ['projects', 'education', 'about', 'experience', 'skills', 'achievements', 'testimonials', 'services'],
    6: ['projects', 'education', 'services', 'testimonials', 'about', 'skills', 'experience', 'achievements'],
    7: ['projects', 'education', 'about', 'experience', 'achievements', 'skills', 'testimonials', 'services'],
    8: ['projects', 'education', 'about', 'skills', 'experience', 'achievements', 'services', 'testimonials'],
  };
  for (const [id] of ids) {
    const { headings, toc } = sectionsOf(page(id, owned));
    expect(headings).toEqual(expected[id]);
    expect(toc).toEqual(expected[id]);
  }
  // The hidden section's content is kept, just not published.
  expect(owned.articles.length).toBeGreaterThan(0);
  expect(page(1, owned)).not.toContain('id="articles"');
});

it("keeps each template's own order for content saved before the order existed", () => {
  const {
    sectionOrder: _order,
    hiddenSections: _hidden,
    ...old
  } = { ...site, sectionOrder: [], hiddenSections: [] };
  expect(sectionsOf(page(2, old)).headings).toEqual([
    'about',
    'articles',
    'experience',
    'education',
    'projects',
    'achievements',
    'testimonials',
    'services',
    'skills',
  ]);
});

it('preloads exactly the fonts each stylesheet uses', () => {
  for (const [id] of ids) {
    const html = page(id, site);
    const used = new Set(html.match(/url\(\/_site-fonts\/[a-z0-9-]+\.woff2\)/g)?.map((u) => u.slice(4, -1)));
    const preloaded = new Set(
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map(
        (m) => m[1],
      ),
    );
    expect(preloaded).toEqual(used);
  }
});

describe("the owner's own sections (issue 26 item 3)", () => {
  const customOf = (html: string) => ({
    headings: [...html.matchAll(/<h2 id="([a-z0-9-]+)-title">/g)].map((m) => m[1]),
    toc: [...(html.match(/<nav class="toc".*?<\/nav>/s)?.[0] ?? '').matchAll(/href="#([a-z0-9-]+)"/g)].map(
      (m) => m[1],
    ),
  });
  const talk = (title: string, startDate: string, endDate = '') => ({
    title,
    subtitle: 'JSConf India',
    startDate,
    endDate,
    description: `About ${title}.`,
    link: 'https://example.com/talk',
  });
  const owned: SiteData = {
    ...site,
    customSections: [
      {
        id: 'talks001',
        title: 'Talks',
        items: [talk('Older talk', '2022-02-01'), talk('Workshop', '2023-01-01', '2023-03-01')],
      },
      { id: 'empty002', title: 'Exhibitions', items: [] },
      { id: 'certs003', title: 'Certifications', items: [talk('AWS', '2021-05-01')] },
    ],
    sectionOrder: ['custom-certs003', 'projects', 'custom-talks001', 'experience'],
  };

  it.each(ids)(
    "template %i renders each in the owner's order with its title, in the contents; an empty one is left out",
    (id) => {
      const html = page(id, owned);
      const { headings, toc } = customOf(html);
      expect(headings.slice(0, 4)).toEqual(['custom-certs003', 'projects', 'custom-talks001', 'experience']);
      expect(toc).toEqual(headings);
      expect(html).not.toContain('Exhibitions');
      expect(html).toContain('<h2 id="custom-talks001-title">Talks</h2>');
      expect(html).toContain('<a href="#custom-talks001">Talks</a>');
      // Newest first; a date alone is its month, a range reads as one.
      expect(html.indexOf('Workshop')).toBeLessThan(html.indexOf('Older talk'));
      expect(html).toContain(
        '<h3>Older talk</h3><p class="meta">JSConf India</p><p class="meta"><time dateTime="2022-02-01">Feb 2022</time></p>',
      );
      expect(html).toContain(
        '<time dateTime="2023-01-01">Jan 2023</time> – <time dateTime="2023-03-01">Mar 2023</time>',
      );
      expect(html).toContain(
        '<a href="https://example.com/talk" rel="noopener noreferrer">More about Workshop</a>',
      );
    },
  );

  it('puts those the owner never placed after the rest, keeps hidden ones out, and hostile values escaped', () => {
    const unplaced = customOf(page(1, { ...owned, sectionOrder: [], hiddenSections: ['custom-certs003'] }));
    expect(unplaced.headings.at(-1)).toBe('custom-talks001');
    expect(unplaced.headings).not.toContain('custom-certs003');
    const hostile = page(2, hostileSite(site));
    expect(hostile).toContain('<h2 id="custom-hostile1-title">&lt;script&gt;alert(1)&lt;/script&gt;</h2>');
    expect(hostile).not.toContain('Bad id');
    expect(hostile).not.toContain('alert(17)');
  });
});
