import { describe, expect, it } from 'vitest';
import { emptyPortfolioContent } from './form-values.ts';
import { previewSiteData } from './preview-site.ts';

const options = {
  hostingName: 'asha',
  siteUrl: 'http://localhost/sites/asha/',
  cover: undefined,
  reportUrl: 'http://localhost/report?site=asha',
};

describe('previewSiteData', () => {
  it('passes valid fields through the schema and shows invalid ones as typed', () => {
    const content = emptyPortfolioContent({ name: '  Asha Rao ', email: 'not-an-email' });
    const site = previewSiteData(content, options);
    expect(site.name).toBe('Asha Rao');
    expect(site.email).toBe('not-an-email');
    expect(site.hostingName).toBe('asha');
    expect(site.siteUrl).toBe(options.siteUrl);
  });

  it('drops empty list items and leaves out dates the template cannot show', () => {
    const content = emptyPortfolioContent();
    content.articles = [
      { date: '2024-99-99', title: 'Half done', description: '', link: 'not a link' },
      { date: '', title: '', description: '', link: '' },
    ];
    const site = previewSiteData(content, options);
    expect(site.articles).toEqual([{ date: '', title: 'Half done', description: '', link: 'not a link' }]);
    expect(site.projects).toEqual([]);
  });

  it("keeps a project's images and an item's image, even before their alt text is written", () => {
    const image = { id: 'a'.repeat(32), alt: '', caption: 'Launch day', width: 1600, height: 900 };
    const content = emptyPortfolioContent();
    content.projects = [{ ...(content.projects[0] as (typeof content.projects)[number]), images: [image] }];
    const item = { title: '', subtitle: '', startDate: '', endDate: '', description: '', link: '' };
    content.customSections = [
      {
        id: 'talks001',
        title: 'Talks',
        items: [
          { ...item, image },
          { ...item, image: undefined },
        ],
      },
    ];
    const site = previewSiteData(content, options);
    expect(site.projects).toHaveLength(1);
    expect(site.projects[0]?.images).toEqual([image]);
    // An item whose image was removed, and nothing else written, is left out as an empty one is.
    expect(site.customSections?.[0]?.items).toEqual([{ ...item, image }]);
  });
});
