import { describe, expect, it } from 'vitest';
import { samplePortfolio } from './test-portfolios.ts';
import { undrawable } from './undrawable.ts';

describe('undrawable', () => {
  it('finds nothing in text the faces draw, Indian scripts and control characters included', () => {
    const summary = 'क्षत्रिय சொத்து ಕನ್ನಡ\tമലയാളം\r\nગુજરાતી ਪੰਜਾਬੀ বাংলা తెలుగు ଓଡ଼ିଆ Дмитрий Nguyễn';
    expect(undrawable({ ...samplePortfolio, summary })).toEqual([]);
  });

  it('lists field by field, once each and in the order typed, what no face draws', () => {
    const content = {
      ...samplePortfolio,
      summary: 'Hi 😀, 👍🏽 and 😀 مرحبا',
      projects: samplePortfolio.projects.map((p, i) => (i === 1 ? { ...p, title: 'Shop 🚀' } : p)),
    };
    expect(undrawable(content)).toEqual([
      { field: 'summary', characters: ['😀', '👍🏽', 'م', 'ر', 'ح', 'ب', 'ا'] },
      { field: 'projects[1].title', characters: ['🚀'] },
    ]);
  });
});
