import { describe, expect, it } from 'vitest';
import { renderSite } from './render-site.ts';
import { sampleSite } from './sample-site.ts';
import type { SiteData } from './site-data.ts';

const site: SiteData = {
  ...sampleSite,
  hostingName: 'aarav',
  siteUrl: 'http://aarav.localhost:3000/',
  cover: { src: '/cover.webp', width: 1600, height: 900 },
};

describe('renderSite', () => {
  it('renders a complete document with title, description, Open Graph and a JSON-LD Person', () => {
    const html = renderSite(site);
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<title>Aarav Sharma — Full-Stack Developer</title>');
    expect(html).toContain(`<meta name="description" content="${sampleSite.summary}">`);
    expect(html).toContain('<meta property="og:image" content="http://aarav.localhost:3000/cover.webp">');
    expect(html).toContain('<link rel="canonical" href="http://aarav.localhost:3000/">');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Person', name: 'Aarav Sharma', jobTitle: 'Full-Stack Developer' });
    expect(html).toContain('<img class="cover" src="/cover.webp" width="1600" height="900"');
    expect(html).toContain('<h2 id="projects-title">Projects</h2>');
    expect(html).toContain('<time dateTime="2023-01-01">Jan 2023</time>');
  });

  it('carries no executable script', () => {
    const html = renderSite(site);
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script type="application/ld+json">']);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('escapes every hostile value and drops links that are not http(s) or mailto', () => {
    const hostile: SiteData = {
      ...site,
      name: '<script>alert(1)</script>',
      title: '"><img src=x onerror=alert(2)>',
      summary: '</script><script>alert(3)</script>',
      githubUrl: 'javascript:alert(4)',
      projects: [
        {
          ...sampleSite.projects[0],
          title: '<b>x</b>',
          link: 'javascript:alert(5)',
        } as SiteData['projects'][0],
      ],
      articles: [
        { date: '', title: 'Data', description: '', link: 'data:text/html,<script>alert(6)</script>' },
      ],
    };
    const html = renderSite(hostile);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>x</b>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text/html');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '';
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld).name).toBe('<script>alert(1)</script>');
  });

  it('leaves out empty sections and a missing cover', () => {
    const html = renderSite({ ...site, cover: undefined, projects: [], aboutMe: '', articles: [] });
    expect(html).not.toContain('Projects</h2>');
    expect(html).not.toContain('About Me</h2>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('og:image');
  });
});
