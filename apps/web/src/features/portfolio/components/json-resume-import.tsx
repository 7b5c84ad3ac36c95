import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { TextAreaField } from '../../../components/ui/form-field.tsx';

/** A JSON Resume is a few kilobytes: a larger file is refused before it is read. */
const MAX_FILE_BYTES = 1024 * 1024;

/** The reader and the JSON Resume mapping are their own chunk, fetched when the dialog opens. */
const loadReader = () => import('../utils/json-resume-import.ts');

type ImportResult = { headline: string; notImported: string[] };

/**
 * 'Import JSON Resume' on the create and update screens: a .json file or pasted text fills the
 * form (hosting name and cover stay); nothing is saved until the user saves. What the form did not
 * take stays listed above the form until dismissed; a document that cannot be read is refused in
 * the dialog with its first problem and where it is.
 */
export function JsonResumeImport({
  onImport,
}: {
  /** Called with the change to make to the form (a state updater). */
  onImport: (update: (current: PortfolioContent) => PortfolioContent) => void;
}) {
  const [open, setOpen] = useState(false);
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<{ name: string; text: string }>();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [reading, setReading] = useState(false);
  const [result, setResult] = useState<ImportResult>();
  const fileId = useId();
  const errorId = useId();
  const resultId = useId();

  const openDialog = () => {
    setError(undefined);
    setOpen(true);
    void loadReader().catch(() => undefined);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setError(undefined);
    setFile(undefined);
    if (!chosen) return;
    setPasted('');
    if (chosen.size > MAX_FILE_BYTES) {
      setError(`“${chosen.name}” is larger than 1 MB, more than any JSON Resume document needs.`);
      return;
    }
    setFile({ name: chosen.name, text: await chosen.text() });
  };

  const reset = () => {
    setPasted('');
    setFile(undefined);
    if (fileRef.current) fileRef.current.value = '';
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reading) return;
    setReading(true);
    try {
      const { readJsonResume } = await loadReader();
      const read = file ? readJsonResume(file.text, file.name) : readJsonResume(pasted);
      if (!read.ok) {
        setError(read.message);
        return;
      }
      onImport(read.apply);
      setResult({ headline: read.headline, notImported: read.notImported });
      setOpen(false);
      reset();
    } catch {
      setError('The importer could not be loaded. Check your connection and try again.');
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:mt-0 lg:mb-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Have a résumé in the JSON Resume format? Fill the form from it instead of typing.
        </p>
        <Button variant="secondary" className="shrink-0" onClick={openDialog}>
          Import JSON Resume
        </Button>
      </div>
      <div id={resultId} role="status" aria-live="polite">
        {result ? (
          <div className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-slate-800">
            <p className="font-medium">{result.headline}</p>
            {result.notImported.length > 0 ? (
              <>
                <p className="mt-3 font-semibold">Not imported:</p>
                <ul className="mt-1 list-disc space-y-1 pl-5 wrap-break-word">
                  {result.notImported.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <Button variant="ghost" className="mt-3 -ml-3" onClick={() => setResult(undefined)}>
              Dismiss
            </Button>
          </div>
        ) : null}
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} title="Import JSON Resume">
        <form noValidate onSubmit={submit}>
          <p className="mt-2 text-sm leading-6 text-slate-600">
            Each field and section the document fills replaces the form’s; the others, the hosting name and
            the cover image stay as they are. Nothing is saved until you save the form.
          </p>
          <div className="mt-4">
            <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
              JSON Resume file (.json)
            </label>
            <input
              ref={fileRef}
              id={fileId}
              type="file"
              accept=".json,application/json"
              onChange={chooseFile}
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
            value={pasted}
            onChange={(event) => {
              setPasted(event.target.value);
              setError(undefined);
              if (file) {
                setFile(undefined);
                if (fileRef.current) fileRef.current.value = '';
              }
            }}
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
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" aria-disabled={reading}>
              {reading ? 'Importing…' : 'Import'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </div>
  );
}
