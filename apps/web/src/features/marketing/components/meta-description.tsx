import { useLayoutEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` while the page is shown. index.html already carries
 * one for the whole site; React's own hoisting would add a second tag, so this updates the one tag
 * and puts the site's text back when the page goes.
 */
export function MetaDescription({ content }: { content: string }) {
  useLayoutEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    // A prerendered page's tag holds its own description; the site's is kept beside it.
    const previous = tag.dataset.siteContent ?? tag.content;
    tag.content = content;
    return () => {
      if (tag.content === content) tag.content = previous;
    };
  }, [content]);
  // Prerendering at build time (no document): React writes the tag first, and the build puts its
  // content in the site's tag (apps/web/build/prerender.ts), so the HTML carries the page's description.
  if (typeof document === 'undefined') return <meta name="description" content={content} />;
  return null;
}
