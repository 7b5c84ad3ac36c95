import { describe, expect, it } from 'vitest';
import { accentAdjustment, sameTheme, TEMPLATE_OWN_THEME, themeFrom } from './theme-value.ts';

describe('themeFrom', () => {
  it('keeps each choice the save would take, in lower case', () => {
    expect(themeFrom({ accent: '#0F766E', fonts: 'mono', appearance: 'dark', credit: false })).toEqual({
      accent: '#0f766e',
      fonts: 'mono',
      appearance: 'dark',
      credit: false,
    });
  });

  it('makes anything else the template’s own', () => {
    for (const stored of [
      undefined,
      'dark',
      { accent: 'red', fonts: 'comic-sans', appearance: 'dim', credit: 'no' },
      { accent: '#fff', fonts: 1, appearance: null },
      { accent: '</style><script>', credit: null },
      { accent: '#4f46e5;background:url(javascript:alert(1))' },
    ]) {
      expect(themeFrom(stored)).toEqual(TEMPLATE_OWN_THEME);
    }
  });

  it('takes a missing theme as the template’s own', () => {
    expect(sameTheme(undefined, { accent: '', fonts: '', credit: true })).toBe(true);
    expect(sameTheme(undefined, { accent: '', fonts: '', credit: false })).toBe(false);
  });
});

describe('accentAdjustment', () => {
  const yellow = { ...TEMPLATE_OWN_THEME, accent: '#fef08a' };

  it('names the colour used where the accent was adjusted, only in the appearances shown', () => {
    // Techfolio follows the visitor's system: pale yellow is darkened on its light grounds only.
    expect(accentAdjustment(1, yellow)).toEqual({ light: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(accentAdjustment(1, { ...yellow, appearance: 'dark' })).toBeUndefined();
    // Navy on Monograph in dark is lightened.
    expect(accentAdjustment(2, { ...yellow, accent: '#1e3a8a', appearance: 'dark' })).toEqual({
      dark: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
  });

  it('says nothing for the template’s own accent', () => {
    expect(accentAdjustment(3, TEMPLATE_OWN_THEME)).toBeUndefined();
  });
});
