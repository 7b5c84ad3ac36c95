// The contrast guard of the site themes (issue 27): an owner's accent colour is never refused for
// being hard to read; the colours a site derives from it are moved in lightness until they pass
// WCAG AA against what they are shown on. Colours here are '#rrggbb' (the theme schema's form).
// Written here rather than with a colour library: WCAG's formulas and an HSL round trip are all
// it needs, and this package goes into the editor's bundle (decision 50).

/** WCAG 2 AA for normal text: the ratio every text colour of a site meets against its ground. */
export const AA_TEXT = 4.5;

type Rgb = [number, number, number];

const channels = (hex: string): Rgb =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as Rgb;
const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** WCAG 2's relative luminance of a colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function toHsl([r, g, b]: Rgb): Rgb {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: Rgb): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - (c / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

/** `colour` mixed with `ground`: `share` of the colour (0 is the ground, 1 the colour). */
export function mix(ground: string, colour: string, share: number): string {
  const [a, b] = [channels(ground), channels(colour)];
  return toHex(a.map((c, i) => c + ((b[i] as number) - c) * share) as Rgb);
}

/**
 * `colour` as it can be read on every one of `grounds` (all light or all dark): itself when it
 * already meets `ratio` on each, else the same hue and saturation made darker (on light grounds) or
 * lighter (on dark ones) by the least that meets it, found by halving the step. Lightness moves the
 * luminance one way only, and black or white meets AA on any such ground, so the search always ends
 * on a passing colour.
 */
export function readableOn(
  colour: string,
  grounds: readonly string[],
  ratio = AA_TEXT,
): { colour: string; adjusted: boolean } {
  const passes = (hex: string) => grounds.every((ground) => contrastRatio(hex, ground) >= ratio);
  if (passes(colour)) return { colour, adjusted: false };
  const lightGrounds = grounds.reduce((sum, g) => sum + luminance(g), 0) / grounds.length > 0.18;
  const [h, s, l] = toHsl(channels(colour));
  let [near, far] = [l, lightGrounds ? 0 : 1];
  let found = toHex(fromHsl([h, s, far]));
  for (let step = 0; step < 20; step += 1) {
    const middle = (near + far) / 2;
    const candidate = toHex(fromHsl([h, s, middle]));
    if (passes(candidate)) [far, found] = [middle, candidate];
    else near = middle;
  }
  return { colour: found, adjusted: true };
}

/** The ground of a page and of the cards on it, in one appearance. */
export type Grounds = { bg: string; surface: string };

/** Everything a site paints with its accent in one appearance, each readable where it is shown. */
export type AccentColours = {
  /** Links, headings and prices on the page and on its cards; the fill of buttons; the focus ring. */
  accent: string;
  /** The label on a button filled with `accent`: white or black, whichever reads better. */
  onAccent: string;
  /** A chip's fill: a tint of the accent on the page's ground. */
  chipBg: string;
  /** A chip's label on that fill. */
  chipFg: string;
  /** A deep shade of the accent under light text (a template's header band). */
  band: string;
  /** Whether the accent as chosen could not be shown as it is. */
  adjusted: boolean;
};

/** The light texts a header band carries (Techfolio's name, links, role and summary). */
export const BAND_TEXTS = ['#f8fafc', '#e0e7ff', '#c7d2fe', '#e2e8f0'] as const;

/** The colours derived from an accent for one appearance's grounds (see readableOn). */
export function accentColours(accent: string, { bg, surface }: Grounds): AccentColours {
  const chipBg = mix(bg, accent, 0.14);
  const text = readableOn(accent, [bg, surface, chipBg]);
  const onAccent =
    contrastRatio(text.colour, '#ffffff') >= contrastRatio(text.colour, '#000000') ? '#ffffff' : '#000000';
  return {
    accent: text.colour,
    onAccent,
    chipBg,
    chipFg: text.colour,
    // AAA under the band's lightest texts: a band reads as a calm ground, not a bright one.
    band: readableOn(accent, BAND_TEXTS, 7).colour,
    adjusted: text.adjusted,
  };
}
