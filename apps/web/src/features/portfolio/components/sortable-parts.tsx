import type { Modifier } from '@dnd-kit/core';

// What the two lists ordered by dragging (the site's sections, a project's images) share.

/** A drag moves a row up or down only. */
export const vertical: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The drag library's own announcements stay silent: the list's live region says where a row went. */
export const silentAnnouncements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

/** The handle's dots. */
export function GripIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true" focusable="false">
      {[5, 10, 15].flatMap((cy) =>
        [7, 13].map((cx) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.5" />),
      )}
    </svg>
  );
}
