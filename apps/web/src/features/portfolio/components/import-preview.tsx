import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions } from '../../../components/ui/dialog.tsx';
import type { ImportReading } from '../hooks/use-import.ts';

type ImportPreviewProps = {
  reading: ImportReading;
  /** The source in a sentence: 'your résumé'. */
  noun: string;
  onBack: () => void;
  onFill: () => void;
};

/**
 * What a source holds before it fills the form: per section what came in, what did not and why,
 * and how many values will be marked to check. Takes the focus when shown (the Read button is gone).
 */
export function ImportPreview({ reading, noun, onBack, onFill }: ImportPreviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { imported, notImported, review } = reading;

  return (
    <div className="mt-4 text-sm text-slate-800">
      <h3 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        Read from {noun}
      </h3>
      {imported.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 wrap-break-word">
          {imported.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">Nothing in it can fill the form.</p>
      )}
      {notImported.length > 0 ? (
        <>
          <p className="mt-4 font-semibold">Not imported:</p>
          <ul className="mt-1 max-h-48 list-disc space-y-1 overflow-y-auto pl-5 wrap-break-word">
            {notImported.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {review.length > 0 ? (
        <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          {review.length === 1 ? 'One value was' : `${review.length} values were`} read with low confidence:
          the form marks {review.length === 1 ? 'it' : 'them'} ‘Check this’.
        </p>
      ) : null}
      {imported.length > 0 ? (
        <p className="mt-4 leading-6 text-slate-600">
          Each field and section it fills replaces the form’s; the others, the hosting name and the cover
          image stay as they are. Nothing is saved until you save the form.
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        {imported.length > 0 ? <Button onClick={onFill}>Fill the form</Button> : null}
      </DialogActions>
    </div>
  );
}
