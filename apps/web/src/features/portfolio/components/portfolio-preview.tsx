import type { PortfolioContent } from '@portfolio/shared/portfolio';
import type { TemplateId } from '@portfolio/shared/templates';
import type { renderSitePageHtml as RenderSite } from '@portfolio/templates/render-site';
import { useEffect, useMemo, useRef, useState } from 'react';
import { paths } from '../../../config/paths.ts';
import { useImageSize } from '../hooks/use-image-size.ts';
import { usePreviewImage } from '../hooks/use-preview-image.ts';
import { previewSiteData } from '../utils/preview-site.ts';

type Renderer = { state: 'loading' } | { state: 'ready'; render: typeof RenderSite } | { state: 'failed' };

/** The template renderer, fetched with the preview (its own chunk): the form does not wait for it. */
function useSiteRenderer(): Renderer {
  const [renderer, setRenderer] = useState<Renderer>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    import('@portfolio/templates/render-site').then(
      (module) => current && setRenderer({ state: 'ready', render: module.renderSitePageHtml }),
      () => current && setRenderer({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return renderer;
}

type PortfolioPreviewProps = {
  content: PortfolioContent;
  hostingName: string;
  /** The cover file chosen in the form, if any. */
  coverFile: File | null;
  /** The stored cover's address (update), shown until another file is chosen. */
  currentCover: string | undefined;
  /** The photo file chosen in the form, if any, else the stored photo's address. */
  photoFile?: File | null;
  currentPhoto?: string | undefined;
  /** Where the site lives once published; by default its address under /sites/ on this server. */
  liveUrl?: string;
  /** The template the site is shown in. */
  templateId?: TemplateId;
};

function siteUrlFor(hostingName: string): string {
  return new URL(`/sites/${encodeURIComponent(hostingName || 'your-name')}/`, window.location.origin).href;
}

/**
 * The site rendered in its template from the form as it is now, by the same renderSite() that publishes
 * it: the preview is what goes live. The frame is sandboxed with no permissions, so nothing in it
 * runs. It is drawn from the values it is given: LivePreview paces them while the user types.
 */
export function PortfolioPreview({
  content,
  hostingName,
  coverFile,
  currentCover,
  photoFile = null,
  currentPhoto,
  liveUrl,
  templateId = 1,
}: PortfolioPreviewProps) {
  const renderer = useSiteRenderer();
  const chosenCover = usePreviewImage(coverFile);
  const storedCover = useImageSize(coverFile ? undefined : currentCover);
  const cover = coverFile ? chosenCover : storedCover;
  const chosenPhoto = usePreviewImage(photoFile);
  const storedPhoto = useImageSize(photoFile ? undefined : currentPhoto);
  const photo = photoFile ? chosenPhoto : storedPhoto;

  const html = useMemo(() => {
    if (renderer.state !== 'ready') return undefined;
    const siteCover = cover && {
      src: new URL(cover.src, window.location.href).href,
      width: cover.width,
      height: cover.height,
    };
    const siteUrl = liveUrl ?? siteUrlFor(hostingName);
    const sitePhoto = photo && {
      src: new URL(photo.src, window.location.href).href,
      width: photo.width,
      height: photo.height,
    };
    const reportUrl = new URL(paths.report(hostingName), window.location.origin).href;
    return renderer.render(templateId, {
      ...previewSiteData(content, { hostingName, siteUrl, cover: siteCover, reportUrl }),
      photo: sitePhoto || undefined,
    });
  }, [renderer, content, hostingName, liveUrl, cover, photo, templateId]);

  // Each version gets a new frame: a frame whose srcdoc changes navigates, and every such navigation
  // would be a history entry, so Back would step through old previews instead of leaving the page.
  const versions = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new number for each new html is the point.
  const frameKey = useMemo(() => ++versions.current, [html]);

  if (renderer.state === 'failed') {
    return (
      <p role="alert" className="p-6 text-sm text-red-700">
        The preview could not be loaded. Check your connection and reload the page to try again.
      </p>
    );
  }
  if (html === undefined) {
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        Loading preview…
      </p>
    );
  }
  return (
    <iframe
      key={frameKey}
      title="Live preview of your portfolio"
      sandbox=""
      srcDoc={html}
      className="block h-full w-full bg-white"
    />
  );
}
