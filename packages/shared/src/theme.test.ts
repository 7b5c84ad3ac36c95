import { describe, expect, it } from 'vitest';
import { portfolioContentSchema } from './portfolio.ts';
import { AA_TEXT, accentColours, contrastRatio, readableOn } from './readable-colours.ts';
import { TEMPLATE_IDS } from './templates.ts';
import {
  ACCENT_SWATCHES,
  FONT_PAIRINGS,
  siteTheme,
  TEMPLATE_GROUNDS,
  themeAccentColours,
  themeMessages,
  themeSchema,
} from './theme.ts';

const issueOf = (value: unknown) => themeSchema.safeParse(value).error?.issues[0]?.message;

describe('themeSchema', () => {
  it.each([
    'red',
    '#fff',
    '#GGGGGG',
    'url(javascript:alert(1))',
    '</style><script>alert(1)</script>',
    '#4f46e5;}body{display:none',
    ' #4f46e5',
    7,
  ])('refuses the accent %j with its message', (accent) => {
    expect(issueOf({ accent })).toBe(themeMessages.accent);
  });

  it.each(['comic-sans', 'MODERN', '../fonts', 1])('refuses the font pairing %j', (fonts) => {
    expect(issueOf({ fonts })).toBe(themeMessages.fonts);
  });

  it('refuses an unknown appearance, a credit that is not a boolean and a theme that is not an object', () => {
    expect(issueOf({ appearance: 'sepia' })).toBe(themeMessages.appearance);
    expect(issueOf({ credit: 'false' })).toBe(themeMessages.credit);
    expect(issueOf('dark')).toBe(themeMessages.theme);
    expect(issueOf([])).toBe(themeMessages.theme);
  });

  it('takes a whole theme, the accent lower-cased, and fills what is missing with the template’s own', () => {
    expect(
      themeSchema.parse({ accent: '#4F46E5', fonts: 'mono', appearance: 'dark', credit: false, extra: 1 }),
    ).toEqual({ accent: '#4f46e5', fonts: 'mono', appearance: 'dark', credit: false });
    expect(themeSchema.parse({})).toEqual({ accent: '', fonts: '', credit: true });
  });

  it('is optional in the content: content without it parses as before', () => {
    const content = { title: 'Dev', name: 'Asha', email: 'asha@example.com' };
    expect(portfolioContentSchema.parse(content).theme).toBeUndefined();
    expect(portfolioContentSchema.parse({ ...content, theme: { fonts: 'classic' } }).theme?.fonts).toBe(
      'classic',
    );
  });

  it('offers at least six pairings and eight swatches', () => {
    expect(FONT_PAIRINGS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(ACCENT_SWATCHES.map((s) => s.colour)).size).toBe(8);
  });
});

describe('siteTheme', () => {
  it('is the template’s own where the owner chose nothing', () => {
    expect(siteTheme(3, undefined)).toEqual({
      accent: '',
      fonts: 'grotesque',
      appearance: 'dark',
      credit: true,
    });
    expect(siteTheme(2, { accent: '', fonts: '', credit: true })).toEqual({
      accent: '',
      fonts: 'classic',
      appearance: 'light',
      credit: true,
    });
    expect(siteTheme(2, { accent: '#0f766e', fonts: 'mono', appearance: 'system', credit: false })).toEqual({
      accent: '#0f766e',
      fonts: 'mono',
      appearance: 'system',
      credit: false,
    });
  });
});

describe('the contrast guard', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps a readable colour as it is', () => {
    expect(readableOn('#3730a3', ['#ffffff'])).toEqual({ colour: '#3730a3', adjusted: false });
  });

  it('adjusts an accent equal to the background until it passes AA, in light and in dark', () => {
    for (const id of TEMPLATE_IDS) {
      for (const mode of ['light', 'dark'] as const) {
        const { bg, surface } = TEMPLATE_GROUNDS[id][mode];
        const colours = accentColours(bg, { bg, surface });
        expect(colours.adjusted).toBe(true);
        expect(contrastRatio(colours.accent, bg)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrastRatio(colours.accent, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  it('makes every derived colour readable for the swatches and for colours hard to read', () => {
    const accents = [
      ...ACCENT_SWATCHES.map((s) => s.colour),
      '#ffff00',
      '#fef08a',
      '#000000',
      '#ffffff',
      '#808080',
    ];
    for (const id of TEMPLATE_IDS) {
      for (const accent of accents) {
        const { light, dark } = themeAccentColours(id, accent, 'system');
        for (const [mode, colours] of [
          ['light', light],
          ['dark', dark],
        ] as const) {
          const { bg, surface } = TEMPLATE_GROUNDS[id][mode];
          const pairs = [
            [colours.accent, bg],
            [colours.accent, surface],
            [colours.onAccent, colours.accent],
            [colours.chipFg, colours.chipBg],
            ['#c7d2fe', colours.band],
          ];
          for (const [fg, ground] of pairs) {
            expect(
              contrastRatio(fg as string, ground as string),
              `${accent} ${mode} ${fg} on ${ground}`,
            ).toBeGreaterThanOrEqual(AA_TEXT);
          }
        }
      }
    }
  });

  it('says it adjusted only in the appearance the site is shown in', () => {
    // Pale yellow reads on dark grounds as it is, not on light ones.
    expect(themeAccentColours(3, '#fef08a', 'dark').adjusted).toBe(false);
    expect(themeAccentColours(3, '#fef08a', 'light').adjusted).toBe(true);
    expect(themeAccentColours(3, '#fef08a', 'system').adjusted).toBe(true);
  });
});
