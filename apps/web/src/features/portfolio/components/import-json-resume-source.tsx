import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { TextAreaField } from '../../../components/ui/form-field.tsx';
import { SourceActions, SourceError, type SourceProps } from './import-source-actions.tsx';

/** A JSON Resume is a few kilobytes: a larger file is refused before it is read. */
const MAX_FILE_BYTES = 1024 * 1024;

/** The reader and the JSON Resume mapping are their own chunk, fetched when this source is shown. */
const loadReader = () => import('../utils/json-resume-import.ts');

/** A JSON Resume document, chosen as a file or pasted (one replaces the other), read in the browser. */
export function JsonResumeSource({ state, onCancel }: SourceProps) {
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<{ name: string; text: string } | { name: string; tooLarge: true }>();
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const errorId = useId();
  useEffect(() => {
    loadReader().catch(() => undefined);
  }, []);
  const described = state.error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(undefined);
    if (!chosen) return;
    setPasted('');
    if (chosen.size > MAX_FILE_BYTES) setFile({ name: chosen.name, tooLarge: true });
    else setFile({ name: chosen.name, text: await chosen.text() });
  };

  const paste = (text: string) => {
    setPasted(text);
    setFile(undefined);
    if (fileRef.current) fileRef.current.value = '';
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.read(async () => {
          if (file && 'tooLarge' in file)
            return `“${file.name}” is larger than 1 MB, more than any JSON Resume document needs.`;
          const { readJsonResume } = await loadReader();
          const read = file ? readJsonResume(file.text, file.name) : readJsonResume(pasted);
          if (!read.ok) return read.message;
          const { values, imported, notImported } = read;
          return { values, imported, notImported, review: [] };
        });
      }}
    >
      <label htmlFor={fileId} className="mt-4 block text-sm font-medium text-slate-800">
        JSON Resume file (.json)
      </label>
      <input
        ref={fileRef}
        id={fileId}
        type="file"
        accept=".json,application/json"
        onChange={chooseFile}
        {...described}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800"
      />
      <TextAreaField
        className="mt-4"
        label="Or paste the document"
        name="jsonResume"
        rows={6}
        spellCheck={false}
        value={pasted}
        onChange={(event) => paste(event.target.value)}
        {...described}
      />
      <SourceError id={errorId} error={state.error} />
      <SourceActions busy={state.busy} onCancel={onCancel} />
    </form>
  );
}
