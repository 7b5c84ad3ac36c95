import type { Layout } from '../site-body.ts';

/** A palette: the custom properties a template's stylesheet paints with (name without `--`). */
export type Palette = Record<string, string>;

/**
 * Everything one template is, beyond the markup every template shares (site-body.ts): where it
 * puts things, its colours in light and dark, its stylesheet and its favicon. Every text colour of
 * a palette meets WCAG AA on the grounds it is shown on (theme-css.test.ts); an owner's accent
 * replaces the accent's properties (theme-css.ts).
 */
export type Look = {
  layout: Layout;
  palettes: { light: Palette; dark: Palette };
  /** The template's own rules, scoped under its layout's class; the shared rules follow them. */
  css: string;
  /** Whether its chips are tinted with the accent (else neutral, whatever the accent). */
  accentChips: boolean;
  /** The favicon's ground and ink, and the family its initials are drawn in. */
  favicon: { ground: string; ink: string; font: string };
};

/** A stylesheet written across lines for reading, sent as one. */
export const compact = (css: string) => css.replace(/\n+/g, '').trim();
