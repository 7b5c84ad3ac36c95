import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FontPairingId } from '@portfolio/shared/theme';
import { FONT_DIR } from '@portfolio/templates/font-dir';
import { type FontFile, PAIRING_FACES } from '@portfolio/templates/fonts';
import satori from 'satori';
import sharp from 'sharp';
import { SHARE_HEIGHT, SHARE_WIDTH } from './share-image-size.ts';

// Draws a site's share image (issue 27 item 3): 1200 × 630, the owner's name in the pairing's
// heading face, the title in its body face, the photo in a ring of the accent, on the site's
// ground. Runs in the drawing thread (drawing-thread.ts): laying out and rasterising take a
// few hundred milliseconds of CPU.

/** Everything the image shows, colours already resolved for the site's appearance. */
export type ShareDrawing = {
  name: string;
  title: string;
  /** The owner's photo, any format sharp reads; cropped to a square here. */
  photo: Uint8Array | undefined;
  fonts: FontPairingId;
  /** JPEG when a photo is drawn (a photo as PNG can pass 150 KB), else PNG (flat colours: small and crisp). */
  format: 'png' | 'jpg';
  colours: { bg: string; fg: string; muted: string; accent: string };
};

const PHOTO_SIZE = 320;
const RING = 12;

const noto = createRequire(import.meta.url);
const notoFile = (family: string, subset: string, weight: number) =>
  readFileSync(noto.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`));

/**
 * Faces for scripts the pairings' latin subsets lack: satori falls back to any loaded face that
 * has a glyph, so a Devanagari or Tamil name is drawn in Noto, never as boxes. WOFF, as Fontsource
 * ships it; loaded once per thread.
 */
const SCRIPT_FONTS = [400, 700].flatMap((weight) => [
  { name: 'Noto Sans Devanagari', data: notoFile('noto-sans-devanagari', 'devanagari', weight), weight },
  { name: 'Noto Sans Tamil', data: notoFile('noto-sans-tamil', 'tamil', weight), weight },
]);

const pairingFonts = new Map<FontFile, Buffer>();
function fontData(file: FontFile): Buffer {
  let data = pairingFonts.get(file);
  if (!data) {
    data = readFileSync(new URL(file, FONT_DIR));
    pairingFonts.set(file, data);
  }
  return data;
}

/** The name's size: large for a short name, smaller as it grows; two lines at most, then an ellipsis. */
export function nameFontSize(name: string): number {
  const length = Array.from(name).length;
  if (length <= 18) return 84;
  if (length <= 32) return 68;
  if (length <= 60) return 54;
  return 44;
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style: { boxSizing: 'border-box', ...style }, children },
});

/** Clamped text: at most `lines` lines, the rest cut with an ellipsis. */
const clamped = (text: string, lines: number, style: Record<string, unknown>) =>
  el(
    'div',
    { display: 'block', lineClamp: lines, overflow: 'hidden', textOverflow: 'ellipsis', ...style },
    text,
  );

async function photoSource(photo: Uint8Array): Promise<string> {
  const jpeg = await sharp(photo)
    .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
    .jpeg({ quality: 82 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

function layout(drawing: ShareDrawing, photo: string | undefined): Node {
  const { name, title, colours } = drawing;
  const faces = PAIRING_FACES[drawing.fonts];
  // minWidth 0: the column may be narrower than its text, which then wraps and is clamped.
  const text = el('div', { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, gap: 24 }, [
    clamped(name, 2, {
      fontFamily: faces.heading.family,
      fontWeight: faces.heading.weight,
      fontSize: nameFontSize(name),
      lineHeight: 1.15,
      color: colours.fg,
    }),
    title
      ? clamped(title, 2, {
          fontFamily: faces.body.family,
          fontWeight: faces.body.weight,
          fontSize: 38,
          lineHeight: 1.3,
          color: colours.muted,
        })
      : null,
    el('div', { width: 120, height: 10, borderRadius: 5, backgroundColor: colours.accent }),
  ]);
  const picture = photo
    ? el('img', { width: PHOTO_SIZE, height: PHOTO_SIZE, borderRadius: PHOTO_SIZE / 2 })
    : null;
  if (picture) picture.props.src = photo;
  const ring = RING * 2 + PHOTO_SIZE;
  const portrait =
    picture &&
    el(
      'div',
      {
        display: 'flex',
        flexShrink: 0,
        width: ring,
        height: ring,
        padding: RING,
        borderRadius: ring / 2,
        backgroundColor: colours.accent,
      },
      picture,
    );
  return el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      gap: 72,
      width: SHARE_WIDTH,
      height: SHARE_HEIGHT,
      padding: '72px 88px',
      backgroundColor: colours.bg,
      borderLeft: `28px solid ${colours.accent}`,
    },
    [portrait, text],
  );
}

/** The share image's bytes, in the drawing's format. */
export async function drawShareImage(drawing: ShareDrawing): Promise<Uint8Array> {
  const faces = PAIRING_FACES[drawing.fonts];
  const photo = drawing.photo && (await photoSource(drawing.photo));
  const svg = await satori(layout(drawing, photo) as Parameters<typeof satori>[0], {
    width: SHARE_WIDTH,
    height: SHARE_HEIGHT,
    fonts: [
      { name: faces.heading.family, data: fontData(faces.heading.file), weight: faces.heading.weight as 700 },
      { name: faces.body.family, data: fontData(faces.body.file), weight: faces.body.weight as 400 },
      ...SCRIPT_FONTS.map((font) => ({ ...font, weight: font.weight as 400 | 700 })),
    ],
  });
  // Rasterised by sharp (libvips with librsvg), which gives each image's memory back (decision 62):
  // with resvg-js 2.6.2 the thread grew by 3.1–3.5 MB a drawing, collections forced or not.
  const image = sharp(Buffer.from(svg));
  const bytes = await (drawing.format === 'jpg'
    ? image.jpeg({ quality: 85, chromaSubsampling: '4:4:4' })
    : image.png()
  ).toBuffer();
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
