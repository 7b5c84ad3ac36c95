import { z } from 'zod';
import { type AccentColours, accentColours, type Grounds } from './readable-colours.ts';
import type { TemplateId } from './templates.ts';

// A site's theme (issue 27 item 1): its accent colour, font pairing, appearance and footer credit,
// kept in the portfolio's content (so a template switch and the version history keep it). Anything
// the owner has not chosen is the template's own (decision 50).

/** The font pairings a site can take: a heading face and a body face, both self-hosted. */
export const FONT_PAIRINGS = [
  { id: 'modern', name: 'Modern sans', heading: 'Inter', body: 'Inter' },
  { id: 'classic', name: 'Classic serif', heading: 'Fraunces', body: 'Source Serif 4' },
  { id: 'grotesque', name: 'Bold grotesque', heading: 'Space Grotesk', body: 'Inter' },
  { id: 'editorial', name: 'Editorial', heading: 'Fraunces', body: 'Inter' },
  { id: 'geometric', name: 'Geometric sans', heading: 'Outfit', body: 'Outfit' },
  { id: 'humanist', name: 'Humanist sans', heading: 'Source Sans 3', body: 'Source Sans 3' },
  { id: 'mono', name: 'Developer mono', heading: 'JetBrains Mono', body: 'JetBrains Mono' },
] as const;
export type FontPairingId = (typeof FONT_PAIRINGS)[number]['id'];
export const FONT_PAIRING_IDS = FONT_PAIRINGS.map((pairing) => pairing.id) as FontPairingId[];
export const isFontPairingId = (value: unknown): value is FontPairingId =>
  (FONT_PAIRING_IDS as unknown[]).includes(value);

export const APPEARANCES = ['light', 'dark', 'system'] as const;
export type Appearance = (typeof APPEARANCES)[number];

/**
 * The editor's eight ready accents, beside its colour picker. On light grounds each reads as it is or
 * is darkened a shade (teal, forest, amber, rust); on dark ones the contrast guard lightens them all:
 * no one colour reads on both.
 */
export const ACCENT_SWATCHES = [
  { name: 'Indigo', colour: '#4f46e5' },
  { name: 'Ocean', colour: '#0369a1' },
  { name: 'Teal', colour: '#0f766e' },
  { name: 'Forest', colour: '#15803d' },
  { name: 'Amber', colour: '#b45309' },
  { name: 'Rust', colour: '#c2410c' },
  { name: 'Crimson', colour: '#be123c' },
  { name: 'Violet', colour: '#7e22ce' },
] as const;

export const ACCENT_PATTERN = /^#[0-9a-f]{6}$/i;

export const themeMessages = {
  theme: 'The theme must be an object with accent, fonts, appearance and credit',
  accent:
    'The accent colour must be # and six hexadecimal digits, like #4f46e5 (or empty for the template’s own)',
  fonts: `The font pairing must be one of ${FONT_PAIRING_IDS.join(', ')} (or empty for the template’s own)`,
  appearance: `The appearance must be ${APPEARANCES.join(', ')}`,
  credit: 'The footer credit must be true or false',
} as const;

/**
 * The theme as a save takes it (multipart: one JSON string field `theme`). Missing fields are the
 * template's own: accent and fonts '' , appearance absent, the credit shown. An accent is only ever
 * '#rrggbb' (stored lower-case), so nothing else can reach a stylesheet.
 */
export const themeSchema = z.object(
  {
    accent: z
      .string({ error: themeMessages.accent })
      .refine((value) => value === '' || ACCENT_PATTERN.test(value), themeMessages.accent)
      .transform((value) => value.toLowerCase())
      .default(''),
    fonts: z
      .string({ error: themeMessages.fonts })
      .refine((value) => value === '' || isFontPairingId(value), themeMessages.fonts)
      .transform((value) => value as FontPairingId | '')
      .default(''),
    appearance: z.enum(APPEARANCES, { error: themeMessages.appearance }).optional(),
    credit: z.boolean({ error: themeMessages.credit }).default(true),
  },
  { error: themeMessages.theme },
);
export type Theme = z.output<typeof themeSchema>;

/** The content field that holds the theme. */
export const THEME_FIELD = 'theme' as const;
export type ThemeField = typeof THEME_FIELD;

/** A theme with every choice made: the owner's, else the template's own. */
export type SiteTheme = { accent: string; fonts: FontPairingId; appearance: Appearance; credit: boolean };

/** Each template's own font pairing and appearance (Techfolio has always followed the visitor's system). */
export const TEMPLATE_THEMES: Record<TemplateId, Pick<SiteTheme, 'fonts' | 'appearance'>> = {
  1: { fonts: 'modern', appearance: 'system' },
  2: { fonts: 'classic', appearance: 'light' },
  3: { fonts: 'grotesque', appearance: 'dark' },
  4: { fonts: 'geometric', appearance: 'light' },
  5: { fonts: 'humanist', appearance: 'light' },
  6: { fonts: 'editorial', appearance: 'system' },
  7: { fonts: 'classic', appearance: 'light' },
  8: { fonts: 'mono', appearance: 'dark' },
};

/** The theme a site is shown in: the owner's choices over its template's own (content saved before themes has none). */
export function siteTheme(templateId: TemplateId, theme: Theme | undefined): SiteTheme {
  const own = TEMPLATE_THEMES[templateId];
  return {
    accent: theme?.accent ?? '',
    fonts: theme?.fonts || own.fonts,
    appearance: theme?.appearance ?? own.appearance,
    credit: theme?.credit ?? true,
  };
}

/** Each template's page and card grounds in light and dark: what its accent must read on. */
export const TEMPLATE_GROUNDS: Record<TemplateId, Record<'light' | 'dark', Grounds>> = {
  1: { light: { bg: '#f8fafc', surface: '#ffffff' }, dark: { bg: '#0f172a', surface: '#111827' } },
  2: { light: { bg: '#fbf8f3', surface: '#ffffff' }, dark: { bg: '#1c1917', surface: '#292524' } },
  3: { light: { bg: '#fafaf9', surface: '#ffffff' }, dark: { bg: '#0b0b0f', surface: '#17171c' } },
  4: { light: { bg: '#ffffff', surface: '#f5f5f4' }, dark: { bg: '#111111', surface: '#1c1c1c' } },
  5: { light: { bg: '#f3f4f6', surface: '#ffffff' }, dark: { bg: '#111827', surface: '#1f2937' } },
  6: { light: { bg: '#fffbf5', surface: '#ffffff' }, dark: { bg: '#18181b', surface: '#232329' } },
  7: { light: { bg: '#fffffe', surface: '#fffffe' }, dark: { bg: '#171717', surface: '#171717' } },
  8: { light: { bg: '#f6f8f6', surface: '#ffffff' }, dark: { bg: '#0a0f0a', surface: '#111a11' } },
};

/**
 * The colours a template derives from an accent in light and dark, each readable there, and
 * whether the appearance the site is shown in had to adjust the accent (the editor's 'Adjusted for
 * readability').
 */
export function themeAccentColours(
  templateId: TemplateId,
  accent: string,
  appearance: Appearance,
): { light: AccentColours; dark: AccentColours; adjusted: boolean } {
  const grounds = TEMPLATE_GROUNDS[templateId];
  const light = accentColours(accent, grounds.light);
  const dark = accentColours(accent, grounds.dark);
  const shown = appearance === 'system' ? [light, dark] : [appearance === 'light' ? light : dark];
  return { light, dark, adjusted: shown.some((colours) => colours.adjusted) };
}
