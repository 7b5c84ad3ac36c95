import type { TemplateId } from '@portfolio/shared/templates';
import { useEffect, useState } from 'react';
import coverUrl from '../../../assets/sample-cover.webp?no-inline';
import { paths } from '../../../config/paths.ts';

/**
 * A real template (the renderer that publishes sites) filled with its sample content, in a frame
 * that runs no script. Loaded on first open: the renderer is large and most visitors never preview.
 */
export function TemplateSitePreview({ templateId, name }: { templateId: TemplateId; name: string }) {
  const [html, setHtml] = useState<string>();
  useEffect(() => {
    let current = true;
    Promise.all([
      import('@portfolio/templates/render-site'),
      import('@portfolio/templates/sample-site'),
    ]).then(([{ renderSitePageHtml }, { sampleSite }]) => {
      if (!current) return;
      setHtml(
        renderSitePageHtml(templateId, {
          ...sampleSite,
          hostingName: 'aarav',
          siteUrl: `${window.location.origin}/sites/aarav/`,
          cover: { src: new URL(coverUrl, window.location.href).href, width: 640, height: 360 },
          reportUrl: `${window.location.origin}${paths.report('aarav')}`,
        }),
      );
    });
    return () => {
      current = false;
    };
  }, [templateId]);

  if (!html) {
    return (
      <p role="status" className="p-6 text-slate-700">
        Loading the preview…
      </p>
    );
  }
  return (
    <iframe
      title={`${name} template with sample data`}
      srcDoc={html}
      sandbox=""
      className="size-full rounded-lg bg-white"
    />
  );
}
