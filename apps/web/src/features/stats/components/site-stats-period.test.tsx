// @vitest-environment happy-dom
import { apiPaths } from '@portfolio/shared/api';
import type { SiteStats } from '@portfolio/shared/stats';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubApi } from '../../../testing/api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { SiteStatsPanel } from './site-stats-panel.tsx';

const figures = (views: number): SiteStats => ({
  days: [{ day: '2026-11-22', views, visitors: views }],
  totals: { views, visitors: views },
  referrers: [],
  pages: [],
});

describe('SiteStatsPanel, switching periods', () => {
  it('names the dimmed figures by their own period while the other period’s load', async () => {
    let answer90: (response: Response) => void = () => {};
    stubApi((request) => {
      if (request.path !== apiPaths.siteStats) return envelope(404);
      if (request.query.get('days') === '90') return new Promise((resolve) => (answer90 = resolve));
      return envelope(200, { data: figures(1) });
    });
    const { user } = renderApp(<SiteStatsPanel portfolioId="p1" />);
    await screen.findByText('Views, last 30 days');

    await user.click(screen.getByRole('tab', { name: 'Last 90 days' }));
    // The 30 days' figures, busy and dimmed: still said to be 30 days', chart and table included.
    const busy = screen.getByText('Views, last 30 days').closest('[aria-busy]');
    expect(busy?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Daily views and visitors over the last 30 days: 1 view/,
    );
    expect(screen.queryByText('Views, last 90 days')).toBeNull();
    expect(screen.getByRole('table', { hidden: true }).textContent).toContain('last 30 days');

    answer90(envelope(200, { data: figures(4) }));
    await screen.findByText('Views, last 90 days');
    expect(screen.getByText('Views, last 90 days').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe(
      'false',
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Daily views and visitors over the last 90 days: 4 views/,
    );
    expect(screen.queryByText('Views, last 30 days')).toBeNull();
  });
});
