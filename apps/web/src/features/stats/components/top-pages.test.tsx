import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TopPages } from './top-pages.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('TopPages', () => {
  it('lists each page with its views in the order given (most viewed first)', () => {
    const html = renderToStaticMarkup(
      <TopPages
        pages={[
          { path: '/', views: 1200 },
          { path: '/atlas/', views: 3 },
        ]}
      />,
    );
    expect(text(html)).toBe('Pages Views of each page, most viewed first Page Views / 1,200 /atlas/ 3');
    expect(html).toContain('<th scope="row"');
  });

  it('says no page has been viewed when there is none, with no empty table', () => {
    const html = renderToStaticMarkup(<TopPages pages={[]} />);
    expect(text(html)).toContain('Pages No page has been viewed in this period.');
    expect(html).not.toContain('<table');
  });
});
