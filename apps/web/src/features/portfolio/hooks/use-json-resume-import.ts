import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

/** A JSON Resume is a few kilobytes: a larger file is refused before it is read. */
const MAX_FILE_BYTES = 1024 * 1024;

/** The reader and the JSON Resume mapping are their own chunk, fetched when the dialog opens. */
const loadReader = () => import('../utils/json-resume-import.ts');

export type ImportResult = { headline: string; notImported: string[] };

/**
 * The import's state: the dialog, a chosen file or pasted text (one replaces the other), the reason
 * a document was refused, and what the last import did, kept until dismissed.
 */
export function useJsonResumeImport(
  onImport: (update: (current: PortfolioContent) => PortfolioContent) => void,
) {
  const [open, setOpen] = useState(false);
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<{ name: string; text: string }>();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [reading, setReading] = useState(false);
  const [result, setResult] = useState<ImportResult>();

  const forgetFile = () => {
    setFile(undefined);
    if (fileRef.current) fileRef.current.value = '';
  };

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

  const paste = (text: string) => {
    setPasted(text);
    setError(undefined);
    if (file) forgetFile();
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
      setPasted('');
      forgetFile();
    } catch {
      setError('The importer could not be loaded. Check your connection and try again.');
    } finally {
      setReading(false);
    }
  };

  return {
    open,
    openDialog,
    closeDialog: () => setOpen(false),
    pasted,
    paste,
    fileRef,
    chooseFile,
    error,
    reading,
    submit,
    result,
    dismissResult: () => setResult(undefined),
  };
}

export type JsonResumeImportState = ReturnType<typeof useJsonResumeImport>;
