import type { PortfolioVersion, PortfolioVersionDetail } from '@portfolio/shared/portfolio';
import type { renderSitePageHtml as RenderSite } from '@portfolio/templates/render-site';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { modalDialogHandlers, useModalDialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { useVersion } from '../api/get-version.ts';
import { versionTime } from '../utils/version-time.ts';

type Cover = { src: string; width: number; height: number };

/** The template renderer (its own chunk) and the version's cover with its size, once both are loaded. */
function useRenderer(): typeof RenderSite | 'failed' | undefined {
  const [renderer, setRenderer] = useState<typeof RenderSite | 'failed'>();
  useEffect(() => {
    let current = true;
    import('@portfolio/templates/render-site').then(
      (module) => current && setRenderer(() => module.renderSitePageHtml),
      () => current && setRenderer('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  return renderer;
}

function useCover(src: string | undefined): Cover | undefined | 'none' {
  const [loaded, setLoaded] = useState<{ src: string; cover: Cover | 'none' }>();
  useEffect(() => {
    if (!src) return;
    let current = true;
    const image = new Image();
    image.onload = () =>
      current && setLoaded({ src, cover: { src, width: image.naturalWidth, height: image.naturalHeight } });
    // A cover that cannot load is left out of the preview rather than holding it back.
    image.onerror = () => current && setLoaded({ src, cover: 'none' });
    image.src = new URL(src, window.location.href).href;
    return () => {
      current = false;
    };
  }, [src]);
  return loaded && loaded.src === src ? loaded.cover : undefined;
}

function siteHtml(
  render: typeof RenderSite,
  version: PortfolioVersionDetail,
  cover: Cover | 'none',
  hostingName: string,
  siteUrl: string,
  templateId: number,
) {
  const { _id, createdAt, changes: _changes, coverImage, ...content } = version;
  // Templates are not versioned (docs/decisions/028): an old version shows in today's template.
  return render(templateId as Parameters<typeof RenderSite>[0], {
    ...content,
    hostingName,
    siteUrl,
    reportUrl: new URL(paths.report(hostingName), window.location.origin).href,
    cover: cover === 'none' ? undefined : { ...cover, src: new URL(cover.src, window.location.href).href },
  });
}

type VersionPreviewDialogProps = {
  portfolioId: string;
  hostingName: string;
  siteUrl: string;
  /** The portfolio's template (today's: templates are not versioned). */
  templateId: number;
  /** The version shown, or undefined while the dialog is closed. */
  version: PortfolioVersion | undefined;
  onClose: () => void;
  /** Restore from the preview (absent for the current version). */
  onRestore?: () => void;
};

/**
 * An old version as its site looked, rendered read-only by the template in a frame that runs
 * nothing (`sandbox=""`), as the editor's preview is.
 */
export function VersionPreviewDialog({
  portfolioId,
  hostingName,
  siteUrl,
  templateId,
  version,
  onClose,
  onRestore,
}: VersionPreviewDialogProps) {
  const open = version !== undefined;
  const ref = useModalDialog(open);
  const titleId = useId();
  const detail = useVersion(version ? { portfolioId, versionId: version._id } : undefined);
  const renderer = useRenderer();
  const cover = useCover(detail.data?.coverImage);

  const html = useMemo(() => {
    if (!detail.data || !cover || !renderer || renderer === 'failed') return undefined;
    return siteHtml(renderer, detail.data, cover, hostingName, siteUrl, templateId);
  }, [detail.data, cover, renderer, hostingName, siteUrl, templateId]);

  const failed = detail.isError || renderer === 'failed';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      {...modalDialogHandlers(ref, onClose)}
      className="m-auto h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-5xl rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60"
    >
      {version ? (
        <div className="flex h-full flex-col">
          <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-semibold text-slate-900">
                Version of {versionTime(version.createdAt)}
              </h2>
              <p className="text-sm wrap-break-word text-slate-600">{version.changes}</p>
            </div>
            <div className="flex shrink-0 gap-2">
              {onRestore ? <Button onClick={onRestore}>Restore this version</Button> : null}
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
            </div>
          </div>
          <div className="min-h-0 flex-1">
            {failed ? (
              <div role="alert" className="p-6 text-sm text-red-800">
                <p>
                  This version could not be shown
                  {detail.error ? `: ${detail.error.message}` : '. Check your connection and try again.'}
                </p>
                {detail.isError ? (
                  <Button variant="secondary" className="mt-3" onClick={() => detail.refetch()}>
                    Try again
                  </Button>
                ) : null}
              </div>
            ) : html === undefined ? (
              <p role="status" className="p-6 text-sm text-slate-600">
                Loading this version…
              </p>
            ) : (
              <iframe
                key={version._id}
                title={`Preview of the version of ${versionTime(version.createdAt)}`}
                sandbox=""
                srcDoc={html}
                className="block h-full w-full bg-white"
              />
            )}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
