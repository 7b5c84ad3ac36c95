import { IMPORT_FILE_MAX_BYTES } from '@portfolio/shared/imports';
import { type ReactNode, useId, useState } from 'react';
import { type FileImport, importFile } from '../api/import-content.ts';
import { readingOf } from '../hooks/use-import.ts';
import { SourceActions, SourceError, type SourceProps } from './import-source-actions.tsx';

const MAX_MB = IMPORT_FILE_MAX_BYTES / (1024 * 1024);

type FileSourceProps = SourceProps & {
  endpoint: FileImport;
  /** The file field's label, naming the kind of file. */
  label: string;
  accept: string;
  /** How to get the file, above the field. */
  children?: ReactNode;
};

/** A file the server reads (a LinkedIn export, a résumé); too large a file is refused before it is sent. */
export function FileSource({ endpoint, label, accept, state, onCancel, children }: FileSourceProps) {
  const [file, setFile] = useState<File>();
  const inputId = useId();
  const errorId = useId();

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void state.read(async (signal) => {
          if (!file) return `Choose the file first: ${label}.`;
          if (file.size > IMPORT_FILE_MAX_BYTES)
            return `“${file.name}” is larger than ${MAX_MB} MB, the most an import takes.`;
          return readingOf(await importFile(endpoint, file, signal));
        });
      }}
    >
      {children}
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        onChange={(event) => setFile(event.target.files?.[0])}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? errorId : undefined}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800"
      />
      <SourceError id={errorId} error={state.error} />
      <SourceActions busy={state.busy} onCancel={onCancel} />
    </form>
  );
}
