import { type AccentColours, accentColours } from '@portfolio/shared/readable-colours';
import type { TemplateId } from '@portfolio/shared/templates';
import { type SiteTheme, siteTheme, TEMPLATE_GROUNDS, themeSchema } from '@portfolio/shared/theme';
import { pairingCss } from './fonts.ts';
import { LOOKS, type Palette } from './looks.ts';
import type { SiteData } from './site-data.ts';
import { BASE_CSS } from './styles.ts';

/**
 * The theme a site is rendered in. The theme is checked again here, whatever the caller did (the
 * editor's preview hands over the form as typed): one that does not pass is the template's own,
 * so nothing but our own colours and fonts ever reaches a stylesheet.
 */
export function themeOf(templateId: TemplateId, data: Pick<SiteData, 'theme'>): SiteTheme {
  const checked = themeSchema.safeParse(data.theme);
  return siteTheme(templateId, checked.success ? checked.data : undefined);
}

/** The palette's accent properties replaced by those derived from the owner's accent (readable there). */
function withAccent(templateId: TemplateId, palette: Palette, colours: AccentColours): Palette {
  const own: Palette = {
    accent: colours.accent,
    'on-accent': colours.onAccent,
    focus: colours.accent,
    ...('band' in palette && { band: colours.band }),
  };
  // Chips tinted with the template's accent follow the owner's; neutral ones stay so.
  const chips: Palette = LOOKS[templateId].accentChips
    ? { 'chip-bg': colours.chipBg, 'chip-fg': colours.chipFg }
    : {};
  return { ...palette, ...own, ...chips };
}

function paletteOf(templateId: TemplateId, accent: string, mode: 'light' | 'dark'): Palette {
  const palette = LOOKS[templateId].palettes[mode];
  return accent
    ? withAccent(templateId, palette, accentColours(accent, TEMPLATE_GROUNDS[templateId][mode]))
    : palette;
}

const properties = (palette: Palette) =>
  Object.entries(palette)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');

/** The colours in the appearance chosen: one palette, or light with dark for visitors whose system asks for it. */
function appearanceCss(templateId: TemplateId, { accent, appearance }: SiteTheme): string {
  const light = `:root{color-scheme:light;${properties(paletteOf(templateId, accent, 'light'))}}`;
  const dark = `:root{color-scheme:dark;${properties(paletteOf(templateId, accent, 'dark'))}}`;
  if (appearance === 'light') return light;
  if (appearance === 'dark') return dark;
  return `${light}@media (prefers-color-scheme:dark){${dark}}`;
}

/**
 * A page's whole stylesheet: the pairing's two faces, the colours of the appearance, then the
 * template's rules. Inline, so a page needs one request besides its fonts; its hash goes in the
 * page's own CSP (apps/server site-policy.ts).
 */
export function siteStylesheet(templateId: TemplateId, theme: SiteTheme): string {
  return pairingCss(theme.fonts) + appearanceCss(templateId, theme) + LOOKS[templateId].css + BASE_CSS;
}
