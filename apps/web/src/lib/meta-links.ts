/**
 * Adds a `<link rel>` for each address the build listed in a meta tag (`<meta name content="a b">`),
 * all in one go: each addition makes the browser restyle the page before the next frame, so one frame
 * pays for all.
 */
export function linkListedFiles(metaName: string, rel: 'modulepreload' | 'prefetch'): void {
  const urls = document.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`)?.content ?? '';
  for (const href of urls.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}
