import { useEffect, useState } from 'react';
import thumbnailUrl from '../../../assets/techfolio-thumbnail.svg?no-inline';

/**
 * The real Techfolio template (the renderer that publishes sites) filled with its sample content,
 * in a frame that runs no script. Loaded on first open: the renderer is large and most visitors
 * never preview.
 */
export function TechfolioPreview() {
  const [html, setHtml] = useState<string>();
  useEffect(() => {
    let current = true;
    Promise.all([
      import('@portfolio/templates/render-site'),
      import('@portfolio/templates/sample-site'),
    ]).then(([{ renderSitePageHtml }, { sampleSite }]) => {
      if (!current) return;
      setHtml(
        renderSitePageHtml(1, {
          ...sampleSite,
          hostingName: 'aarav',
          siteUrl: `${window.location.origin}/sites/aarav/`,
          cover: { src: new URL(thumbnailUrl, window.location.href).href, width: 640, height: 400 },
          reportUrl: `${window.location.origin}/report?site=aarav`,
        }),
      );
    });
    return () => {
      current = false;
    };
  }, []);

  if (!html) {
    return (
      <p role="status" className="p-6 text-slate-700">
        Loading the preview…
      </p>
    );
  }
  return (
    <iframe
      title="Techfolio template with sample data"
      srcDoc={html}
      sandbox=""
      className="size-full rounded-lg bg-white"
    />
  );
}
