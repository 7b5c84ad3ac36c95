import type { SiteStats } from '@portfolio/shared/stats';
import { describe, expect, it } from 'vitest';
import {
  CHART_HEIGHT,
  chartShape,
  chartSummary,
  formatDay,
  formatLongDay,
  scaleTop,
  tableRows,
} from './chart-data.ts';

const stats = (views: number[], visitors = views.map((v) => Math.ceil(v / 2))): SiteStats => {
  const days = views.map((v, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    views: v,
    visitors: visitors[i] ?? 0,
  }));
  return {
    days,
    totals: {
      views: views.reduce((a, b) => a + b, 0),
      visitors: visitors.reduce((a, b) => a + b, 0),
    },
    referrers: [],
    pages: [],
  };
};

describe('scaleTop', () => {
  it('rounds the busiest day up to 1, 2 or 5 times a power of ten', () => {
    expect(scaleTop(0)).toBe(1);
    expect(scaleTop(1)).toBe(1);
    expect(scaleTop(3)).toBe(5);
    expect(scaleTop(7)).toBe(10);
    expect(scaleTop(10)).toBe(10);
    expect(scaleTop(11)).toBe(20);
    expect(scaleTop(480)).toBe(500);
    expect(scaleTop(501)).toBe(1000);
  });
});

describe('chartShape', () => {
  it('draws a bar per day, oldest on the left, as tall as its share of the scale', () => {
    const shape = chartShape(stats([0, 5, 10]).days);
    expect(shape.top).toBe(10);
    expect(shape.bars.map((b) => b.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(shape.bars.map((b) => b.height)).toEqual([0, CHART_HEIGHT / 2, CHART_HEIGHT]);
    expect(shape.bars.map((b) => b.y)).toEqual([CHART_HEIGHT, CHART_HEIGHT / 2, 0]);
    expect(shape.bars[1]?.x).toBeGreaterThan(shape.bars[0]?.x ?? Number.POSITIVE_INFINITY);
    expect(shape.width).toBe(30);
  });

  it('puts the visitors line through each day’s middle', () => {
    const shape = chartShape(stats([4, 10], [2, 10]).days);
    expect(shape.visitorsLine).toBe(`5,${CHART_HEIGHT * 0.8} 15,0`);
  });

  it('keeps an empty period flat on the baseline, not divided by zero', () => {
    const shape = chartShape(stats([0, 0, 0]).days);
    expect(shape.top).toBe(1);
    expect(shape.bars.every((b) => b.height === 0 && b.y === CHART_HEIGHT)).toBe(true);
    expect(shape.visitorsLine).not.toContain('NaN');
  });
});

describe('chartSummary', () => {
  it('says the totals and the busiest day', () => {
    expect(chartSummary(stats([1, 4, 2], [1, 2, 1]), 30)).toBe(
      'Daily views and visitors over the last 30 days: 7 views by 4 visitors in total; the busiest day was 2 Nov with 4 views.',
    );
  });

  it('speaks of one view in the singular', () => {
    expect(chartSummary(stats([0, 1], [0, 1]), 90)).toBe(
      'Daily views and visitors over the last 90 days: 1 view by 1 visitor in total; the busiest day was 2 Nov with 1 view.',
    );
  });

  it('says so when nobody came', () => {
    expect(chartSummary(stats([0, 0]), 30)).toBe(
      'Daily views and visitors over the last 30 days: no visits yet.',
    );
  });
});

describe('days', () => {
  it('are UTC days, written the way people read them', () => {
    expect(formatDay('2026-11-03')).toBe('3 Nov');
    expect(formatLongDay('2026-11-03')).toBe('Tue, 3 Nov 2026');
  });

  it('are listed newest first in the table, without changing the chart’s order', () => {
    const figures = stats([1, 2, 3]).days;
    expect(tableRows(figures).map((d) => d.views)).toEqual([3, 2, 1]);
    expect(figures.map((d) => d.views)).toEqual([1, 2, 3]);
  });
});
