import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID, isTemplateId, type TemplateId } from '@portfolio/shared/templates';
import { siteTheme } from '@portfolio/shared/theme';
import { renderCaseStudyPages } from '@portfolio/templates/case-study-page';
import { type SiteFile as RenderedFile, renderSite } from '@portfolio/templates/render-site';
import { fromJson, type PortfolioRow } from '../../db/schema.ts';
import type { ChangeBus } from '../../shared-state/change-bus.ts';
import type { PortfoliosRepo } from '../portfolios/repo.ts';
import type { Storage } from '../storage/storage.ts';
import type { CompressedCopies } from './compressed-copies.ts';
import { coverSizes, coverSources, type EncodedSize, encodeCoverSizes } from './cover-sizes.ts';
import type { createImageFiles } from './image-files.ts';
import type { ShareImages, SiteShareImage } from './share-image.ts';
import type { PublishedFile, SiteCache } from './site-cache.ts';
import { compressedKey, contentIdOf, isCompressedKey, siteKey } from './site-files.ts';
import { packKey, packSiteFile, unpackSiteFile } from './site-pack.ts';
import { assetOf, COVER_FILE, RESUME_FILE, SHARE_FILE } from './site-policy.ts';

export type PublishDeps = {
  portfolios: PortfoliosRepo;
  storage: Storage;
  changes: ChangeBus;
  /** The address the site answers at: its sub-domain, or its owner's connected domain. */
  addressOf: (site: { id: string; hosting_name: string }) => Promise<string>;
  /** The app's address: sites link its report page. */
  appUrl: string;
  /** Keeps what a publish wrote in this server's memory, and has the copies it could not make made. */
  cache: SiteCache;
  /** Makes the Brotli and gzip copies of the text files a publish writes. */
  copies: CompressedCopies;
  /** The file names of uploaded images, remembered between publishes. */
  imageFiles: ReturnType<typeof createImageFiles>;
  /** Draws the sites' share images (the home page's og:image), once for what each shows. */
  shareImages: ShareImages;
  /**
   * Resolves when the PDF résumé under way for a portfolio is stored or given up: a site's files
   * are removed after it, so none is written once the owner was told the site is gone.
   */
  resumeSettled: (portfolioId: string) => Promise<void>;
  /** This release's render version, recorded on each portfolio it renders (release-sweep.ts). */
  renderVersion: string;
};

/**
 * A site's copy of an uploaded image: its file name, and its bytes when the site lacks that file
 * (with a cover's other sizes, cover-sizes.ts).
 */
type SiteImage = { file: string; copy: Buffer | undefined; sizes?: EncodedSize[] };

/** Removes every file of a site; visitors get the not-live page from then on, on every server. */
export async function removeSite(
  { storage, changes }: Pick<PublishDeps, 'storage' | 'changes'>,
  hostingName: string,
): Promise<void> {
  // Twice: compressed copies stored while the first pass ran are in the second listing; those
  // stored after it find the page gone and remove themselves (compressed-copies.ts).
  for (let pass = 0; pass < 2; pass += 1) {
    for (const key of await storage.list(siteKey(hostingName, ''))) await storage.remove(key);
  }
  await changes.announce('site', hostingName);
}

/**
 * Brings a site's files in line with its portfolio (see createPublisher): the page is written
 * last, after everything it names. Answers the site's address and whether anything was written.
 */
export async function publishSite(
  deps: PublishDeps,
  portfolioId: string,
  onlyIfChanged: boolean,
): Promise<{ url: string; changed: boolean }> {
  const { portfolios, storage, changes, cache } = deps;
  const row = await portfolios.findById(portfolioId);
  if (!row) throw new Error(`Portfolio ${portfolioId} to publish was not found.`);
  const name = row.hosting_name;
  // Off the web by its owner's choice or our administrators': no save or payment publishes it.
  if (row.status === 'offline' || row.status === 'taken_down') {
    // Its images go with its files, so publishing it again must write them again.
    await portfolios.update(row.id, { published_cover: null, published_photo: null });
    await deps.resumeSettled(row.id);
    await removeSite(deps, name);
    return { url: await deps.addressOf(row), changed: true };
  }
  const [cover, photo, url] = await Promise.all([
    siteImage(deps, 'cover', row.cover_image, row.published_cover, row.cover_width),
    row.photo_image ? siteImage(deps, 'photo', row.photo_image, row.published_photo) : undefined,
    deps.addressOf(row),
  ]);
  const content = fromJson<PortfolioContent>(row.content);
  const templateId = isTemplateId(row.template_id) ? row.template_id : DEFAULT_TEMPLATE_ID;
  // After the photo: it is drawn from the upload, whose key names it (see share-image.ts).
  const share = await deps.shareImages.forSite(name, {
    name: content.name,
    title: content.title,
    photoKey: photo ? (row.photo_image ?? '') : '',
    templateId,
    theme: siteTheme(templateId, content.theme),
  });
  const files = renderPortfolio(row, content, templateId, { url, appUrl: deps.appUrl, cover, photo, share });
  const page = files.find((f) => f.path === 'index.html');
  // A share image just drawn must be written even when the pages already name it.
  if (onlyIfChanged && page && !share?.copy && (await pagesStored(storage, name, files))) {
    if (row.render_version !== deps.renderVersion) {
      await portfolios.update(row.id, { render_version: deps.renderVersion });
    }
    return { url, changed: false };
  }
  const texts = await textFiles(deps.copies, name, files);
  const before = cache.beforePublish(name);
  // What this server wrote at its last publish and is unchanged stays as stored (site-cache.ts).
  const unchanged = new Set(
    texts.filter(({ key, file }) => cache.writtenAs(key, file.etag)).map(({ key }) => key),
  );
  await writeSite(storage, name, { files, page, texts, unchanged, cover, photo, share });
  const coverFile = cover?.file ?? null;
  const photoFile = photo?.file ?? null;
  await portfolios.markPublished(row.id, {
    cover: coverFile,
    photo: photoFile,
    renderVersion: deps.renderVersion,
  });
  await changes.announce('site', name);
  cache.published(name, before, texts);
  await removeStaleFiles(storage, row, texts, { cover: coverFile, photo: photoFile, share: share?.file });
  return { url, changed: true };
}

/**
 * The site's copy of an uploaded image, or none when the upload is gone. An image the site already
 * has is not read again (see image-files.ts).
 */
async function siteImage(
  { storage, imageFiles }: Pick<PublishDeps, 'storage' | 'imageFiles'>,
  kind: 'cover' | 'photo',
  key: string,
  published: string | null,
  width = 0,
): Promise<SiteImage | undefined> {
  const known = imageFiles.known(kind, key);
  if (known && known === published) return { file: known, copy: undefined };
  const image = await storage.get(key);
  if (!image) return undefined;
  const file = imageFiles.remember(kind, key, image);
  if (file === published) return { file, copy: undefined };
  const sizes =
    kind === 'cover'
      ? await imageFiles.coverSizes(file, () => encodeCoverSizes(image, coverSizes(file, width), file))
      : [];
  return { file, copy: image, sizes };
}

/** The site's files as the portfolio's template renders them. */
function renderPortfolio(
  row: PortfolioRow,
  content: PortfolioContent,
  templateId: TemplateId,
  site: {
    url: string;
    appUrl: string;
    cover: SiteImage | undefined;
    photo: SiteImage | undefined;
    share: SiteShareImage | undefined;
  },
): RenderedFile[] {
  const { cover, photo, share } = site;
  const data = {
    ...content,
    hostingName: row.hosting_name,
    siteUrl: site.url,
    cover: cover && {
      src: cover.file,
      width: row.cover_width,
      height: row.cover_height,
      sources: coverSources(cover.file, row.cover_width),
    },
    photo:
      photo && row.photo_width && row.photo_height
        ? { src: photo.file, width: row.photo_width, height: row.photo_height }
        : undefined,
    share: share && { src: share.file, width: share.width, height: share.height, alt: share.alt },
    contactUrl: row.contact_form ? 'contact' : undefined,
    resumeUrl: row.resume_link ? RESUME_FILE : undefined,
    reportUrl: `${site.appUrl}/report?site=${encodeURIComponent(row.hosting_name)}`,
  };
  // The case-study pages (`{slug}/index.html`) are written with the other files, before the home page.
  return [...renderSite(templateId, data), ...renderCaseStudyPages(templateId, data)];
}

/**
 * Everything the page names at once, then the page: until it is written, visitors see the old one
 * and the files it names. Each text file's pack (site-pack.ts), which views read, goes with it, the
 * page's with the page. Text files in `unchanged` are stored as they are and not written.
 */
async function writeSite(
  storage: Storage,
  name: string,
  site: {
    files: RenderedFile[];
    page: RenderedFile | undefined;
    texts: PublishedFile[];
    unchanged: Set<string>;
    cover: SiteImage | undefined;
    photo: SiteImage | undefined;
    share: SiteShareImage | undefined;
  },
): Promise<void> {
  const { page, cover, photo, share, unchanged } = site;
  const files = site.files.filter((f) => !unchanged.has(siteKey(name, f.path)));
  const texts = site.texts.filter((text) => !unchanged.has(text.key));
  const named = files.filter((f) => f !== page);
  const write = (file: string, body: Buffer | string, type: string) =>
    storage.put(siteKey(name, file), body, type);
  const writePack = ({ key, file, compressed }: PublishedFile) =>
    storage.put(packKey(key), packSiteFile(file, compressed), 'application/octet-stream');
  const pageKey = page && siteKey(name, page.path);
  const pagePack = texts.find((text) => text.key === pageKey);
  await Promise.all([
    cover?.copy && write(cover.file, cover.copy, 'image/webp'),
    ...(cover?.sizes ?? []).map((size) => write(size.file, size.data, `image/${size.file.split('.').pop()}`)),
    photo?.copy && write(photo.file, photo.copy, 'image/webp'),
    share?.copy && write(share.file, share.copy, share.file.endsWith('.png') ? 'image/png' : 'image/jpeg'),
    ...named.map((f) => write(f.path, f.body, f.type)),
    ...texts.filter((text) => text !== pagePack).map(writePack),
  ]);
  // Views read the pack; the page's own file is what they fall back on when the pack is damaged.
  await Promise.all([
    page && files.includes(page) && write(page.path, page.body, page.type),
    pagePack && writePack(pagePack),
  ]);
}

/** The site's text files (pages, favicon, sitemap, robots.txt), with the Brotli and gzip copies made of them. */
async function textFiles(
  copies: CompressedCopies,
  name: string,
  files: RenderedFile[],
): Promise<PublishedFile[]> {
  const texts = files.flatMap((rendered) => {
    const asset = assetOf(rendered.path);
    if (!asset?.compressible) return [];
    const body = Buffer.from(rendered.body);
    const key = siteKey(name, rendered.path);
    return [{ key, asset, file: { key, body, ...contentIdOf(body) } }];
  });
  const made = await copies.makeNow(
    name,
    texts.map(({ file }) => file),
  );
  return texts.map((text, i) => ({ ...text, compressed: made[i] }));
}

/**
 * Whether every page of the site (home and case studies) is stored exactly as rendered: the file, and
 * its pack with its copies (a publish that found the pool busy left them out) and its stylesheet hash
 * (packs written before they kept it have none).
 */
async function pagesStored(storage: Storage, name: string, files: RenderedFile[]): Promise<boolean> {
  const pages = files.filter((f) => f.path.endsWith('index.html'));
  const stored = await Promise.all(
    pages.map(async (f) => {
      const key = siteKey(name, f.path);
      const [body, pack] = await Promise.all([storage.get(key), storage.get(packKey(key))]);
      const packed = pack && unpackSiteFile(pack);
      const rendered = Buffer.from(f.body);
      return Boolean(
        body?.equals(rendered) && packed?.compressed && packed.styleHashes && packed.body.equals(rendered),
      );
    }),
  );
  return stored.every(Boolean);
}

/** Of the site's stored `keys`, the case-study pages (`sites/{name}/{slug}/index.html`) of slugs it no longer has, and their packs. */
function stalePages(keys: string[], name: string, texts: PublishedFile[]): string[] {
  const current = new Set(texts.flatMap(({ key }) => [key, packKey(key)]));
  const page = new RegExp(`^${siteKey(name, '')}[a-z0-9-]+/index\\.html(\\.pack)?$`);
  return keys.filter((key) => page.test(key) && !current.has(key));
}

/**
 * Removes the old case-study pages, images, share images and compressed copies that no page names any more (pages
 * revalidate on every visit).
 */
async function removeStaleFiles(
  storage: Storage,
  row: PortfolioRow,
  texts: PublishedFile[],
  published: { cover: string | null; photo: string | null; share: string | undefined },
): Promise<void> {
  const name = row.hosting_name;
  const current = new Set(
    texts.flatMap(({ key, file }) => [
      compressedKey(key, file.hex, 'br'),
      compressedKey(key, file.hex, 'gzip'),
    ]),
  );
  const shareKey = published.share && siteKey(name, published.share);
  const coverHash = published.cover && COVER_FILE.exec(published.cover)?.[1];
  const stored = await storage.list(siteKey(name, ''));
  const stale = stored.filter((key) => {
    const file = key.slice(siteKey(name, '').length);
    return (
      (isCompressedKey(key) && !current.has(key)) ||
      (SHARE_FILE.test(file) && key !== shareKey) ||
      // A cover the site no longer shows, in any size.
      (COVER_FILE.test(file) && COVER_FILE.exec(file)?.[1] !== coverHash)
    );
  });
  await Promise.all(
    [
      row.published_cover !== published.cover && row.published_cover && siteKey(name, row.published_cover),
      row.published_photo !== published.photo && row.published_photo && siteKey(name, row.published_photo),
      ...stale,
      ...stalePages(stored, name, texts),
    ].map((old) => old && storage.remove(old).catch(() => undefined)),
  );
}
