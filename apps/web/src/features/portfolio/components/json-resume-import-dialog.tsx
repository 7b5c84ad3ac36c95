import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/form-field.tsx';
import type { JsonResumeImportState } from '../hooks/use-json-resume-import.ts';

/** The import's dialog: a file or pasted text, and the first problem of a document that cannot be read. */
export function JsonResumeImportDialog({ state }: { state: JsonResumeImportState }) {
  const fileId = useId();
  const errorId = useId();
  const { error } = state;

  return (
    <Dialog open={state.open} onClose={state.closeDialog} title="Import JSON Resume">
      <form noValidate onSubmit={state.submit}>
        <p className="mt-2 text-sm leading-6 text-slate-600">
          Each field and section the document fills replaces the form’s; the others, the hosting name and the
          cover image stay as they are. Nothing is saved until you save the form.
        </p>
        <div className="mt-4">
          <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
            JSON Resume file (.json)
          </label>
          <input
            ref={state.fileRef}
            id={fileId}
            type="file"
            accept=".json,application/json"
            onChange={state.chooseFile}
            aria-describedby={error ? errorId : undefined}
            className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800"
          />
        </div>
        <TextAreaField
          className="mt-4"
          label="Or paste the document"
          name="jsonResume"
          rows={6}
          spellCheck={false}
          value={state.pasted}
          onChange={(event) => state.paste(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium wrap-break-word text-red-800"
          >
            {error}
          </p>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={state.closeDialog}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={state.reading}>
            {state.reading ? 'Importing…' : 'Import'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
