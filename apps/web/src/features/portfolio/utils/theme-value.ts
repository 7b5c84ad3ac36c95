import type { TemplateId } from '@portfolio/shared/templates';
import {
  ACCENT_PATTERN,
  APPEARANCES,
  type Appearance,
  isFontPairingId,
  siteTheme,
  type Theme,
  themeAccentColours,
} from '@portfolio/shared/theme';

/** Every choice left to the template: what a portfolio saved before themes, or never themed, has. */
export const TEMPLATE_OWN_THEME: Theme = { accent: '', fonts: '', credit: true };

const isAppearance = (value: unknown): value is Appearance =>
  (APPEARANCES as readonly unknown[]).includes(value);

/**
 * The theme of a record of unknown shape (a stored portfolio, a draft) in the form's shape, as a
 * new object: each choice kept when the save would take it, else the template's own.
 */
export function themeFrom(stored: unknown): Theme {
  const { accent, fonts, appearance, credit } = (
    typeof stored === 'object' && stored !== null ? stored : {}
  ) as Record<string, unknown>;
  return {
    accent: typeof accent === 'string' && ACCENT_PATTERN.test(accent) ? accent.toLowerCase() : '',
    fonts: isFontPairingId(fonts) ? fonts : '',
    ...(isAppearance(appearance) ? { appearance } : {}),
    credit: typeof credit === 'boolean' ? credit : true,
  };
}

/** Two themes alike (either missing is the template's own). */
export const sameTheme = (a: unknown, b: unknown) =>
  JSON.stringify(themeFrom(a)) === JSON.stringify(themeFrom(b));

/**
 * What the site makes of the accent in the appearance it is shown in, when the contrast guard had
 * to change it: the colour used on light grounds, on dark ones, or both (following the system).
 */
export function accentAdjustment(
  templateId: TemplateId,
  theme: Theme,
): { light?: string; dark?: string } | undefined {
  if (!theme.accent) return undefined;
  const { appearance } = siteTheme(templateId, theme);
  const { light, dark } = themeAccentColours(templateId, theme.accent, appearance);
  const used = {
    ...(appearance !== 'dark' && light.adjusted ? { light: light.accent } : {}),
    ...(appearance !== 'light' && dark.adjusted ? { dark: dark.accent } : {}),
  };
  return used.light || used.dark ? used : undefined;
}
