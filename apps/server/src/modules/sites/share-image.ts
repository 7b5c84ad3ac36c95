import { createHash } from 'node:crypto';
import { accentColours } from '@portfolio/shared/readable-colours';
import type { TemplateId } from '@portfolio/shared/templates';
import { type SiteTheme, TEMPLATE_GROUNDS } from '@portfolio/shared/theme';
import { LOOKS } from '@portfolio/templates/looks';
import type { Storage } from '../storage/storage.ts';
import type { DrawingThread } from './drawing-thread.ts';
import { thisRelease } from './render-version.ts';
import type { ShareDrawing } from './share-image-draw.ts';
import { SHARE_HEIGHT, SHARE_WIDTH } from './share-image-size.ts';
import { siteKey } from './site-files.ts';

/** What a site's share image shows. */
export type ShareSubject = {
  name: string;
  title: string;
  /** The photo upload's storage key ('' for none): keys are never rewritten, so the key stands for the picture. */
  photoKey: string;
  templateId: TemplateId;
  theme: SiteTheme;
};

/** The site's share image: its file name and size, and its bytes when the site lacks that file. */
export type SiteShareImage = {
  file: string;
  width: number;
  height: number;
  alt: string;
  copy: Buffer | undefined;
};

/** A site whose own choice is 'system' is drawn light: previews show it outside the visitor's page. */
function drawingOf(subject: ShareSubject, photo: Buffer | undefined): ShareDrawing {
  const mode = subject.theme.appearance === 'dark' ? 'dark' : 'light';
  const palette = LOOKS[subject.templateId].palettes[mode];
  const accent = subject.theme.accent
    ? accentColours(subject.theme.accent, TEMPLATE_GROUNDS[subject.templateId][mode]).accent
    : (palette.accent as string);
  return {
    name: subject.name,
    title: subject.title,
    photo,
    fonts: subject.theme.fonts,
    format: subject.photoKey ? 'jpg' : 'png',
    colours: { bg: palette.bg as string, fg: palette.fg as string, muted: palette.muted as string, accent },
  };
}

/**
 * `share-<16 hex>.png|jpg`: named by what it shows (the words, the photo, the fonts and the colours
 * its template's palette gives, as drawn), so a change is a new name and an old URL never goes stale.
 */
export function shareFileOf(subject: ShareSubject): string {
  // The photo by its upload's key (keys are never rewritten), not its bytes: JSON leaves `photo` out.
  // The release's drawing version: a release that draws differently (its code, fonts or packages)
  // names every image anew, and the sweep after it (release-sweep.ts) draws each again.
  const drawing = drawingOf(subject, undefined);
  const shown = [thisRelease().shareImage, subject.photoKey, drawing];
  const hex = createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 16);
  return `share-${hex}.${drawing.format}`;
}

/**
 * Each site's share image (issue 27 item 3, decision 54), drawn in the drawing thread (at a lower
 * priority). Publishes wait for it (the page names the image) but never on the event loop; they are
 * already bounded by the save queue and one at a time per site. A site that already has the file is
 * not drawn again. The storage is asked every time (one small read), not a memory of this server's:
 * another server may have taken the site offline, which removes its files. A drawing that fails
 * goes to `onError` and the site is published without it (its cover stands in, as before share images).
 */
export function createShareImages(
  storage: Storage,
  drawings: Pick<DrawingThread, 'shareImage'>,
  onError: (error: unknown) => void,
) {
  let drawn = 0;

  return {
    /** How many images this server has drawn (tests count redraws with it). */
    drawn: () => drawn,

    /** The site's share image, drawn only when the site lacks it. */
    async forSite(site: string, subject: ShareSubject): Promise<SiteShareImage | undefined> {
      const file = shareFileOf(subject);
      const alt = [subject.name || site, subject.title].filter(Boolean).join(' — ');
      const image = { file, width: SHARE_WIDTH, height: SHARE_HEIGHT, alt };
      if (await storage.get(siteKey(site, file))) return { ...image, copy: undefined };
      const photo = subject.photoKey ? await storage.get(subject.photoKey) : undefined;
      try {
        const copy = await drawings.shareImage(drawingOf(subject, photo));
        drawn += 1;
        return { ...image, copy };
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
  };
}

export type ShareImages = ReturnType<typeof createShareImages>;
