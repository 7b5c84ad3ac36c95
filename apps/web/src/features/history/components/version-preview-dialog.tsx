import type { PortfolioVersion, PortfolioVersionDetail } from '@portfolio/shared/portfolio';
import { DEFAULT_TEMPLATE_ID, isTemplateId, type TemplateId } from '@portfolio/shared/templates';
import type { renderSitePageHtml as RenderSite } from '@portfolio/templates/render-site';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { modalDialogHandlers, useModalDialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { useVersion } from '../api/get-version.ts';
import { versionChanges } from '../utils/version-changes.ts';
import { versionTime } from '../utils/version-time.ts';

type Picture = { src: string; width: number; height: number };

/** The template renderer (its own chunk), once loaded. */
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

/** A picture with its size once it has loaded; 'none' for no picture (null) or one that cannot load. */
function usePicture(src: string | null | undefined): Picture | undefined | 'none' {
  const [loaded, setLoaded] = useState<{ src: string; picture: Picture | 'none' }>();
  useEffect(() => {
    if (!src) return;
    let current = true;
    const image = new Image();
    image.onload = () =>
      current && setLoaded({ src, picture: { src, width: image.naturalWidth, height: image.naturalHeight } });
    // A picture that cannot load is left out of the preview rather than holding it back.
    image.onerror = () => current && setLoaded({ src, picture: 'none' });
    image.src = new URL(src, window.location.href).href;
    return () => {
      current = false;
    };
  }, [src]);
  if (src === null) return 'none';
  return loaded && loaded.src === src ? loaded.picture : undefined;
}

/** The portfolio's template and photo now: they stand for a version's where it does not know its own. */
type CurrentLook = { templateId: number; photo: string | null };

/**
 * The template and photo a version is shown in: its own (a restore brings them back), or the
 * current ones where it does not know its own or its template is no longer offered, with a note.
 */
function lookOf(version: PortfolioVersionDetail, current: CurrentLook) {
  const ownTemplate = isTemplateId(version.templateId);
  const templateId = ownTemplate
    ? (version.templateId as TemplateId)
    : isTemplateId(current.templateId)
      ? current.templateId
      : DEFAULT_TEMPLATE_ID;
  const withdrawn = version.templateId !== undefined && !ownTemplate;
  const unknown = [
    version.templateId === undefined && 'template',
    version.photo === undefined && 'photo',
  ].filter(Boolean);
  const note = withdrawn
    ? 'This version was made in a template that is no longer offered: it is shown in your current one, and it cannot be restored.'
    : unknown.length > 0
      ? `This version was saved before the history kept its ${unknown.join(' and ')}: it is shown with your current ${unknown.join(' and ')}, which restoring it keeps.`
      : undefined;
  return { templateId, photo: version.photo === undefined ? current.photo : version.photo, withdrawn, note };
}

function siteHtml(
  render: typeof RenderSite,
  version: PortfolioVersionDetail,
  look: { templateId: TemplateId; cover: Picture | 'none'; photo: Picture | 'none' },
  site: { hostingName: string; siteUrl: string },
) {
  const {
    _id,
    createdAt,
    changes: _changes,
    coverImage,
    restoredFrom: _restoredFrom,
    templateId: _templateId,
    photo: _photo,
    ...content
  } = version;
  const absolute = (picture: Picture | 'none') =>
    picture === 'none' ? undefined : { ...picture, src: new URL(picture.src, window.location.href).href };
  return render(look.templateId, {
    ...content,
    hostingName: site.hostingName,
    siteUrl: site.siteUrl,
    reportUrl: new URL(paths.report(site.hostingName), window.location.origin).href,
    cover: absolute(look.cover),
    photo: absolute(look.photo),
  });
}

type VersionPreviewDialogProps = {
  portfolioId: string;
  hostingName: string;
  siteUrl: string;
  /** The portfolio's template and photo now (for versions that do not know their own). */
  current: CurrentLook;
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
  current,
  version,
  onClose,
  onRestore,
}: VersionPreviewDialogProps) {
  const open = version !== undefined;
  const ref = useModalDialog(open);
  const titleId = useId();
  const detail = useVersion(version ? { portfolioId, versionId: version._id } : undefined);
  const renderer = useRenderer();
  const { templateId: currentTemplate, photo: currentPhoto } = current;
  const look = useMemo(
    () => detail.data && lookOf(detail.data, { templateId: currentTemplate, photo: currentPhoto }),
    [detail.data, currentTemplate, currentPhoto],
  );
  const cover = usePicture(detail.data?.coverImage);
  const photo = usePicture(look ? look.photo : undefined);

  const html = useMemo(() => {
    if (!detail.data || !look || !cover || !photo || !renderer || renderer === 'failed') return undefined;
    return siteHtml(
      renderer,
      detail.data,
      { templateId: look.templateId, cover, photo },
      { hostingName, siteUrl },
    );
  }, [detail.data, look, cover, photo, renderer, hostingName, siteUrl]);

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
              <p className="text-sm wrap-break-word text-slate-600">{versionChanges(version)}</p>
              {look?.note ? <p className="mt-1 text-sm text-slate-700">{look.note}</p> : null}
            </div>
            <div className="flex shrink-0 gap-2">
              {onRestore && !look?.withdrawn ? (
                <Button onClick={onRestore}>Restore this version</Button>
              ) : null}
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
