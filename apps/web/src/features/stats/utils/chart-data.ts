import type { DailyFigures, SiteStats } from '@portfolio/shared/stats';

/** The chart's drawing box, in the SVG's own units (it is stretched to the width it gets). */
export const CHART_HEIGHT = 100;
/** Units per day: a bar fills 70 % of its slot. */
export const DAY_WIDTH = 10;

export type ChartBar = { day: string; x: number; y: number; width: number; height: number };

export type ChartShape = {
  width: number;
  height: number;
  /** The top of the scale: a round number at or above the busiest day's views. */
  top: number;
  bars: ChartBar[];
  /** The visitors' line, as an SVG `points` list. */
  visitorsLine: string;
};

/** A round top for the scale (1, 2 or 5 times a power of ten), never below 1. */
export function scaleTop(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** Where each day's bar (views) and point (visitors) go, oldest day on the left. */
export function chartShape(days: readonly DailyFigures[]): ChartShape {
  const top = scaleTop(Math.max(0, ...days.map((d) => Math.max(d.views, d.visitors))));
  const y = (value: number) => CHART_HEIGHT - (value / top) * CHART_HEIGHT;
  const bars = days.map((d, i) => {
    const height = (d.views / top) * CHART_HEIGHT;
    return {
      day: d.day,
      x: i * DAY_WIDTH + DAY_WIDTH * 0.15,
      y: CHART_HEIGHT - height,
      width: DAY_WIDTH * 0.7,
      height,
    };
  });
  const visitorsLine = days
    .map((d, i) => `${i * DAY_WIDTH + DAY_WIDTH / 2},${Number(y(d.visitors).toFixed(2))}`)
    .join(' ');
  return { width: Math.max(days.length, 1) * DAY_WIDTH, height: CHART_HEIGHT, top, bars, visitorsLine };
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-03' → '3 Nov' (days are UTC days, as the server counts them). */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** '2026-11-03' → 'Tue, 3 Nov 2026', for the table. */
export function formatLongDay(day: string): string {
  return longDayFormat.format(new Date(`${day}T00:00:00Z`));
}

export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** The chart's accessible name: what a sighted person takes from it at a glance. */
export function chartSummary(stats: SiteStats, period: number): string {
  const { views, visitors } = stats.totals;
  const head = `Daily views and visitors over the last ${period} days`;
  if (views === 0) return `${head}: no visits yet.`;
  const busiest = stats.days.reduce((best, d) => (d.views > best.views ? d : best));
  return `${head}: ${plural(views, 'view', 'views')} by ${plural(visitors, 'visitor', 'visitors')} in total; the busiest day was ${formatDay(busiest.day)} with ${plural(busiest.views, 'view', 'views')}.`;
}

/** The table's rows, newest day first (the day a reader looks for is usually a recent one). */
export function tableRows(days: readonly DailyFigures[]): DailyFigures[] {
  return [...days].reverse();
}
