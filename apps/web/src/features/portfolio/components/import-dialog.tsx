import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { useLayoutEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { type ImportReading, useImport } from '../hooks/use-import.ts';
import { withImported } from '../utils/with-imported.ts';
import { FileSource } from './import-file-source.tsx';
import { GithubSource } from './import-github-source.tsx';
import { JsonResumeSource } from './import-json-resume-source.tsx';
import { ImportPreview } from './import-preview.tsx';
import type { SourceProps } from './import-source-actions.tsx';
import { IMPORT_SOURCES, type ImportSource, type ImportSourceId } from './import-sources.ts';

/** What filling the form takes: the change to make to it, and the source the reading came from. */
export type ImportFill = {
  apply: (current: PortfolioContent) => PortfolioContent;
  reading: ImportReading;
  source: ImportSource;
};

type ImportDialogProps = {
  onClose: () => void;
  onFill: (fill: ImportFill) => void;
};

/**
 * The Import dialog: a choice of source (radio buttons: arrow keys move between them), the chosen
 * source's control, then what it read, and Fill the form. Mounted while open, so each opening starts
 * afresh and closing stops a reading under way.
 */
export function ImportDialog({ onClose, onFill }: ImportDialogProps) {
  const [sourceId, setSourceId] = useState<ImportSourceId>('linkedin');
  const source = IMPORT_SOURCES.find(({ id }) => id === sourceId) ?? IMPORT_SOURCES[0];
  const state = useImport();
  const chosenRadio = useRef<HTMLInputElement>(null);
  // Back from a reading, the Back button is gone: the focus goes to the chosen source.
  const focusSource = useRef(false);
  useLayoutEffect(() => {
    if (!focusSource.current || state.reading) return;
    focusSource.current = false;
    chosenRadio.current?.focus();
  });

  return (
    <Dialog open onClose={onClose} title="Import">
      {state.reading ? (
        <ImportPreview
          reading={state.reading}
          noun={source.noun}
          onBack={() => {
            focusSource.current = true;
            state.back();
          }}
          onFill={() => {
            const { reading } = state;
            if (reading)
              onFill({ apply: (current) => withImported(current, reading.values), reading, source });
          }}
        />
      ) : (
        <>
          <p className="mt-2 text-sm leading-6 text-slate-600">
            Fill the form from what you already have. You see what was read before it goes in, and nothing is
            saved until you save the form.
          </p>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium text-slate-800">Import from</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {IMPORT_SOURCES.map(({ id, label }) => (
                <label
                  key={id}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
                >
                  <input
                    ref={id === sourceId ? chosenRadio : undefined}
                    type="radio"
                    name="importSource"
                    value={id}
                    checked={id === sourceId}
                    onChange={() => {
                      state.stop();
                      setSourceId(id);
                    }}
                    className="size-4 shrink-0 accent-indigo-600"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <SourceControl key={sourceId} source={sourceId} state={state} onCancel={onClose} />
        </>
      )}
      <div role="status">
        {state.busy ? <p className="mt-3 text-sm text-slate-600">Reading {source.noun}…</p> : null}
      </div>
    </Dialog>
  );
}

/** The chosen source's control: a file, a username or a document. */
function SourceControl({ source, ...props }: SourceProps & { source: ImportSourceId }) {
  switch (source) {
    case 'linkedin':
      return (
        <FileSource
          {...props}
          endpoint="importLinkedIn"
          label="LinkedIn data export (.zip)"
          accept=".zip,application/zip"
        >
          <p className="mt-4 text-sm leading-6 text-slate-600">
            On LinkedIn: <strong>Settings</strong> → <strong>Data privacy</strong> →{' '}
            <strong>Get a copy of your data</strong>. Ask for the larger archive: LinkedIn e-mails you when
            its .zip is ready (it can take a day). Choose that .zip here as it is, without unpacking it.
          </p>
        </FileSource>
      );
    case 'resume':
      return (
        <FileSource
          {...props}
          endpoint="importResume"
          label="Résumé (.pdf or .docx)"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        >
          <p className="mt-4 text-sm leading-6 text-slate-600">
            Its text is read on our server by rules, with no AI service. Values it is unsure of are marked in
            the form for you to check.
          </p>
        </FileSource>
      );
    case 'github':
      return <GithubSource {...props} />;
    case 'jsonResume':
      return <JsonResumeSource {...props} />;
  }
}
