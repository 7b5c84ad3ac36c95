import type { Modifier } from '@dnd-kit/core';
import { ChevronIcon } from '../../../components/icons.tsx';

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

type MoveButtonProps = {
  direction: 'up' | 'down';
  disabled: boolean;
  /** What a screen reader hears: 'Move up', 'Move image 2 up'. */
  label: string;
  /** Finds the button again after the list re-renders, to keep the focus on it. */
  focusKey: string;
  onMove: (by: -1 | 1) => void;
};

/** Move up / Move down: the keyboard's way to order a row. */
export function MoveButton({ direction, disabled, label, focusKey, onMove }: MoveButtonProps) {
  // aria-disabled rather than disabled: a button that reaches the end keeps the focus.
  return (
    <button
      type="button"
      data-focus-key={focusKey}
      aria-disabled={disabled}
      onClick={() => (disabled ? undefined : onMove(direction === 'up' ? -1 : 1))}
      className="flex size-11 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      <ChevronIcon direction={direction} className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
