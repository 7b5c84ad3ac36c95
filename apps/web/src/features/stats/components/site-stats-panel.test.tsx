import type { SiteStats } from '@portfolio/shared/stats';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getSiteStatsQueryOptions } from '../api/get-site-stats.ts';
import { SiteStatsPanel } from './site-stats-panel.tsx';

const options = getSiteStatsQueryOptions({ portfolioId: 'p1', days: 30 });

/** The panel as the browser first paints it, with the 30 days' figures (or a failure) already known. */
function render(known?: SiteStats | Error) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  if (known instanceof Error) {
    client
      .getQueryCache()
      .build(client, { queryKey: options.queryKey })
      .setState({ status: 'error', error: known, fetchStatus: 'idle', errorUpdatedAt: Date.now() });
  } else if (known) {
    client.setQueryData(options.queryKey, { ...known, period: 30 });
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SiteStatsPanel portfolioId="p1" />
    </QueryClientProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const days = (views: number[]) =>
  views.map((v, i) => ({ day: `2026-11-${String(i + 20).padStart(2, '0')}`, views: v, visitors: v }));

describe('SiteStatsPanel', () => {
  it('says it is loading before the figures arrive', () => {
    const html = render();
    expect(html).toContain('role="status"');
    expect(text(html)).toContain('Loading the figures…');
  });

  it('says what went wrong and offers to try again', () => {
    const html = render(new Error('The server could not be reached. Check your connection and try again.'));
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain(
      'The figures could not be loaded. The server could not be reached. Check your connection and try again. Try again',
    );
  });

  it('says No visits yet, with zero totals and no empty chart', () => {
    const html = render({
      days: days([0, 0, 0]),
      totals: { views: 0, visitors: 0 },
      referrers: [],
      pages: [],
    });
    expect(text(html)).toContain('Views, last 30 days 0 Visitors, last 30 days 0 No visits yet');
    expect(html).not.toContain('role="img"');
  });

  it('shows the totals, the named chart, its table newest first and the referrers', () => {
    const html = render({
      days: days([2, 0, 5]),
      totals: { views: 7, visitors: 7 },
      referrers: [{ host: 'news.example.org', views: 3 }],
      pages: [
        { path: '/', views: 5 },
        { path: '/atlas/', views: 2 },
      ],
    });
    expect(html).toContain(
      'role="img" aria-label="Daily views and visitors over the last 30 days: 7 views by 7 visitors in total; the busiest day was 22 Nov with 5 views."',
    );
    const shown = text(html);
    expect(shown).toContain('Views, last 30 days 7');
    expect(shown).toContain('Sun, 22 Nov 2026 5 5 Sat, 21 Nov 2026 0 0 Fri, 20 Nov 2026 2 2');
    expect(shown).toContain('Where visitors came from news.example.org 3 views');
    expect(shown).toContain('Pages Views of each page, most viewed first Page Views / 5 /atlas/ 2');
  });
});
