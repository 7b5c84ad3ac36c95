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
});
