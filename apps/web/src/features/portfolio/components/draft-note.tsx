import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { DraftCover } from '../hooks/use-portfolio-draft.ts';
import type { CancelledUploads } from '../hooks/use-portfolio-form.ts';

const savedAtFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

type DraftNoteProps = {
  /** When the draft was last written (ISO). */
  savedAt: string;
  cover: DraftCover;
  /** The images that were still uploading: their files are not kept. */
  unfinishedUploads: string[];
  /** The form's submit button, named in the note. */
  saveLabel: string;
  onDiscard: () => void;
};

/** Above a form that opened with a kept draft: what came back, and the way to throw it away. */
export function DraftNote({ savedAt, cover, unfinishedUploads, saveLabel, onDiscard }: DraftNoteProps) {
  const headingId = useId();
  const time = Number.isNaN(Date.parse(savedAt)) ? undefined : savedAtFormat.format(new Date(savedAt));
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-sm leading-6 text-indigo-950 sm:p-5 lg:mt-0 lg:mb-6"
    >
      <h2 id={headingId} className="text-base font-semibold">
        Draft restored
      </h2>
      <p className="mt-1">
        What you typed{time ? ` (last change ${time})` : ''} is back. It is kept only in this browser until
        you press {saveLabel}.
      </p>
      {cover === 'lost' ? (
        <p className="mt-1 font-medium">Choose the cover image again: this browser did not keep it.</p>
      ) : null}
      {unfinishedUploads.length > 0 ? (
        <p className="mt-1 font-medium">
          These images had not finished uploading: {unfinishedUploads.join(', ')}. Choose them again.
        </p>
      ) : null}
      <Button variant="secondary" className="mt-3" onClick={onDiscard}>
        Discard draft
      </Button>
    </section>
  );
}

/**
 * While the browser refuses to keep the draft (its storage is full or blocked): typing goes on, and
 * the user knows that leaving the page now loses what was typed. Read out once, when it appears.
 */
export function DraftNotKeptNote({ saveLabel }: { saveLabel: string }) {
  return (
    <div role="status" className="mt-6 lg:mt-0 lg:mb-6">
      <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-950 sm:p-5">
        Your draft is not kept: this browser’s storage is full or blocked. What you type stays in the form,
        but it is lost if you leave this page before you press {saveLabel}.
      </p>
    </div>
  );
}

/**
 * After a discard or an import drew the image fields anew: which images were still uploading and are
 * cancelled (their files are not kept), until dismissed. Its live region is always on the page, so
 * the line is read out when it comes.
 */
export function CancelledUploadsNote({
  cancelled,
  onDismiss,
}: {
  cancelled: CancelledUploads | undefined;
  onDismiss: () => void;
}) {
  const names = cancelled?.names.join(', ');
  return (
    <div role="status">
      {cancelled ? (
        <div className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-950 sm:p-5 lg:mt-0 lg:mb-6">
          <p className="font-medium">
            {cancelled.by === 'import'
              ? `These images were still uploading and the import cancelled them: ${names}. Choose them again.`
              : `These images were still uploading and went with the draft: ${names}.`}
          </p>
          <Button variant="ghost" className="mt-2 -ml-3" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </div>
  );
}
