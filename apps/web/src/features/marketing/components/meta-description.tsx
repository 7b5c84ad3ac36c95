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
    const previous = tag.content;
    tag.content = content;
    return () => {
      if (tag.content === content) tag.content = previous;
    };
  }, [content]);
  return null;
}
