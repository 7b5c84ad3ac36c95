import { Button } from '../../../components/ui/button.tsx';
import { DialogActions } from '../../../components/ui/dialog.tsx';
import type { ImportState } from '../hooks/use-import.ts';

/** What each source of the Import dialog is given: the dialog's reading, and Cancel. */
export type SourceProps = { state: ImportState; onCancel: () => void };

/** Cancel and the source's Read button, which says so while the source is read. */
export function SourceActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" aria-disabled={busy}>
        {busy ? 'Reading…' : 'Read'}
      </Button>
    </DialogActions>
  );
}

/** Why the source was refused, next to its control (which names it with aria-describedby). */
export function SourceError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p
      id={id}
      role="alert"
      className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium wrap-break-word text-red-800"
    >
      {error}
    </p>
  ) : null;
}
