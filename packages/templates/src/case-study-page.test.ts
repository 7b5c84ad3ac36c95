import { TEMPLATES, type TemplateId } from '@portfolio/shared/templates';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { renderCaseStudyPages } from './case-study-page.ts';
import { markdownToHtml } from './markdown.ts';
import { renderSite, renderSitePageHtml } from './render-site.ts';
import { sampleSite } from './sample-site.ts';
import type { SiteData } from './site-data.ts';

const HOSTILE = [
  '## How it went',
  'Some **bold**, _italic_ and [a link](https://example.com/atlas) or [mail me](mailto:a@example.com).',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '[run](javascript:alert(3)) [data](data:text/html,<b>x</b>) [vb](JAVASCRIPT:alert(4))',
  '> A quote',
  '- one\n- two',
].join('\n\n');

const project = (title: string, extra: Partial<SiteData['projects'][number]> = {}) => ({
  title,
  role: 'Designer',
  startDate: '2024-02-01',
  endDate: '',
  techStack: 'Figma, Research',
  link: 'https://example.com/atlas',
  details: 'A redesign of a booking flow that halved drop-offs.',
  ...extra,
});

const site: SiteData = {
  ...sampleSite,
  hostingName: 'asha',
  siteUrl: 'http://asha.localhost:3000/',
  cover: { src: 'cover-0123456789abcdef.webp', width: 1600, height: 900 },
  reportUrl: 'http://localhost:3000/report?site=asha',
  projects: [
    project('Atlas', { caseStudy: HOSTILE }),
    project('atlas!', { caseStudy: 'Second.' }),
    project('No write-up'),
  ],
};

const ids = TEMPLATES.map((t) => [t.id, t.name] as [TemplateId, string]);
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': 'off',
    'no-trailing-whitespace': 'off',
    'long-title': 'off',
    'aria-label-misuse': 'off',
  },
});

describe('the headings of a write-up', () => {
  it('start at <h2> under the page title, whatever level the owner started at, keeping their nesting', () => {
    const headings = (markdown: string) => markdownToHtml(markdown).match(/<h\d>[^<]*<\/h\d>/g);
    expect(headings('## Problem\n\n### Detail')).toEqual(['<h2>Problem</h2>', '<h3>Detail</h3>']);
    expect(headings('# Problem\n\n## Detail')).toEqual(['<h2>Problem</h2>', '<h3>Detail</h3>']);
    expect(headings('### Problem\n\n#### Detail')).toEqual(['<h2>Problem</h2>', '<h3>Detail</h3>']);
    expect(headings('##### Deep\n\n###### Deeper')).toEqual(['<h2>Deep</h2>', '<h3>Deeper</h3>']);
  });
});

describe.each(ids)('case-study pages in template %i (%s)', (id) => {
  const pages = renderCaseStudyPages(id, site);
  const atlas = pages[0]?.body ?? '';

  it('gives each project with a write-up its page at its slug, the same title a second time -2', () => {
    expect(pages.map((p) => p.path)).toEqual(['atlas/index.html', 'atlas-2/index.html']);
    expect(atlas).toContain('<title>Atlas — Aarav Sharma</title>');
    expect(atlas).toContain(
      '<meta name="description" content="A redesign of a booking flow that halved drop-offs.">',
    );
    expect(atlas).toContain('<link rel="canonical" href="http://asha.localhost:3000/atlas/">');
    expect(atlas).toContain('<meta property="og:url" content="http://asha.localhost:3000/atlas/">');
    expect(atlas).toContain('<meta property="og:title" content="Atlas — Aarav Sharma">');
    expect(atlas).toContain(
      '<meta property="og:image" content="http://asha.localhost:3000/cover-0123456789abcdef.webp">',
    );
    expect(atlas).toContain('<a href="../#projects">Back to Aarav Sharma’s site</a>');
  });

  it('renders the Markdown: headings under the page title, emphasis, links, quotes, lists', () => {
    expect(atlas).toContain('<h1>Atlas</h1>');
    // The write-up's highest heading is the page's <h2>: no level skipped under the <h1>.
    expect(atlas).toContain('<h2>How it went</h2>');
    expect(atlas).toContain('<strong>bold</strong>');
    expect(atlas).toContain('<em>italic</em>');
    expect(atlas).toContain('<a href="https://example.com/atlas" rel="noopener noreferrer">a link</a>');
    expect(atlas).toContain('<a href="mailto:a@example.com" rel="noopener noreferrer">mail me</a>');
    expect(atlas).toMatch(/<blockquote>\s*<p>A quote<\/p>/);
    expect(atlas).toMatch(/<ul>\s*<li>one<\/li>/);
  });

  it('keeps raw HTML, handlers and javascript:/data: links inert', async () => {
    expect(atlas).not.toMatch(/<script/i);
    expect(atlas).not.toMatch(/<img/i);
    const tags = (atlas.match(/<[a-z][^>]*>/gi) ?? []).map((tag) => tag.replace(/"[^"]*"/g, '""'));
    expect(tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag))).toEqual([]);
    expect(atlas).not.toMatch(/href="(javascript|data):/i);
    expect(atlas).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(atlas).toContain('[run](javascript:alert(3))');
    const report = await validator.validateString(atlas);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });

  it('links each project card to its page and lists the pages in the sitemap', () => {
    const home = renderSitePageHtml(id, site);
    expect(home).toContain(
      '<a href="atlas/" aria-label="Read the case study: Atlas">Read the case study</a>',
    );
    expect(home).toContain(
      '<a href="atlas-2/" aria-label="Read the case study: atlas!">Read the case study</a>',
    );
    expect(home.match(/Read the case study</g)).toHaveLength(2);
    const sitemap = renderSite(id, site).find((f) => f.path === 'sitemap.xml')?.body ?? '';
    expect(sitemap).toContain('<loc>http://asha.localhost:3000/atlas/</loc>');
    expect(sitemap).toContain('<loc>http://asha.localhost:3000/atlas-2/</loc>');
  });

  it('publishes no page while Projects is hidden', () => {
    expect(renderCaseStudyPages(id, { ...site, hiddenSections: ['projects'] })).toEqual([]);
  });
});

describe('project images in a case study (issue 26 item 1)', () => {
  const ID = { shot: 'a'.repeat(32), cover: 'b'.repeat(32), other: 'c'.repeat(32), unknown: 'd'.repeat(32) };
  const WRITE_UP = [
    'Before the images.',
    `![The checkout, after](image:${ID.shot})`,
    `Inline ![">< <script>alert(1)</script>](image:${ID.cover}) in a sentence.`,
    '![remote](https://evil.example/x.png) ![script](javascript:alert(2)) ![data](data:image/png;base64,AAAA)',
    `![unknown](image:${ID.unknown}) ![another project’s](image:${ID.other})`,
    `[a link to an image](image:${ID.shot}) and <image:${ID.shot}>`,
  ].join('\n\n');
  const withImages: SiteData = {
    ...site,
    projects: [
      project('Atlas', {
        caseStudy: WRITE_UP,
        images: [
          { id: ID.shot, alt: 'Checkout', caption: 'The new checkout <b>', width: 1600, height: 1000 },
          { id: ID.cover, alt: 'Cover', caption: 'Not shown inline', width: 1200, height: 900 },
        ],
        coverImageId: ID.cover,
      }),
      project('Other', { images: [{ id: ID.other, alt: 'Other', caption: '', width: 800, height: 600 }] }),
    ],
  };
  const atlasPage = (id: TemplateId, data = withImages) => renderCaseStudyPages(id, data)[0]?.body ?? '';
  const imgs = (html: string) => html.match(/<img [^>]*>/g) ?? [];

  it.each(ids)(
    'template %i places the project’s images where the Markdown names them, and nothing else',
    async (id) => {
      const html = atlasPage(id);
      expect(imgs(html)).toEqual([
        `<img src="/_images/${ID.shot}/960.webp" width="1600" height="1000" alt="The checkout, after" loading="lazy" decoding="async">`,
        `<img src="/_images/${ID.cover}/960.webp" width="1200" height="900" alt="&quot;&gt;&lt; &lt;script&gt;alert(1)&lt;/script&gt;" loading="lazy" decoding="async">`,
      ]);
      expect(html).toContain(
        `<source type="image/avif" srcset="/_images/${ID.shot}/480.avif 480w, /_images/${ID.shot}/960.avif 960w, /_images/${ID.shot}/1600.avif 1600w"`,
      );
      // Alone in its paragraph, an image is a figure with its caption; in a sentence, just the picture.
      expect(html).toMatch(
        /<figure class="shot"><picture>.*?<\/picture><figcaption>The new checkout &lt;b&gt;<\/figcaption><\/figure>/,
      );
      expect(html).toMatch(/<p>Inline <picture>.*?<\/picture> in a sentence.<\/p>/);
      expect(html).not.toContain('Not shown inline');
      // Remote, script, data, unknown and another project's images: their alt text, no request anywhere.
      expect(html).not.toMatch(/(src|srcset)="(?!\/_images\/)/);
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain(`/_images/${ID.unknown}`);
      expect(html).not.toContain(`/_images/${ID.other}`);
      expect(html).toContain(
        '<p>remote ![script](javascript:alert(2)) ![data](data:image/png;base64,AAAA)</p>',
      );
      expect(html).toContain('<p>unknown another project’s</p>');
      // `image:` is no link target.
      expect(html).not.toMatch(/href="image:/);
      expect(html).toContain(`<p>a link to an image and image:${ID.shot}</p>`);
      const report = await validator.validateString(html);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    },
  );

  it('shares the project’s cover (its largest WebP) as the page’s Open Graph image, else the site’s cover', () => {
    expect(atlasPage(1)).toContain(
      `<meta property="og:image" content="http://asha.localhost:3000/_images/${ID.cover}/1200.webp">\n<meta property="og:image:width" content="1200">\n<meta property="og:image:height" content="900">`,
    );
    const onPath = atlasPage(2, { ...withImages, siteUrl: 'http://localhost:3000/sites/asha/' });
    expect(onPath).toContain(`content="http://localhost:3000/_images/${ID.cover}/1200.webp"`);
    const firstIsCover = renderCaseStudyPages(3, {
      ...withImages,
      projects: [{ ...(withImages.projects[0] as SiteData['projects'][number]), coverImageId: '' }],
    });
    expect(firstIsCover[0]?.body).toContain(
      `content="http://asha.localhost:3000/_images/${ID.shot}/1600.webp"`,
    );
    expect(renderCaseStudyPages(1, site)[0]?.body).toContain(
      '<meta property="og:image" content="http://asha.localhost:3000/cover-0123456789abcdef.webp">',
    );
  });
});
