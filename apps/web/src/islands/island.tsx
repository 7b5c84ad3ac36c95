import type { ReactNode } from 'react';
import type { IslandName } from './registry.ts';

/**
 * Marks a part of a page that a visitor can use (decision 59). In the app it is only a box that adds
 * nothing to the layout (`display: contents`); on a prerendered page that runs islands instead of the
 * app, the islands script (islands/main.ts) hydrates what is inside it, by its name, on its own.
 * The component inside takes no props: it reads what it needs itself, so the page needs to pass nothing.
 */
export function Island({
  name,
  className = 'contents',
  children,
}: {
  name: IslandName;
  /** `block` where the box itself must take the place of its content (a child of a `space-y-*` list). */
  className?: 'contents' | 'block';
  children: ReactNode;
}) {
  return (
    <div data-island={name} className={className}>
      {children}
    </div>
  );
}
