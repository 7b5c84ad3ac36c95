import type { ImportResult } from '@portfolio/shared/imports';
import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { contentFromRecord } from '../utils/form-values.ts';

/** What a source read, before it fills the form. */
export type ImportReading = {
  /** Every field of the form, '' and [] where the source had nothing (see `withImported`). */
  values: PortfolioContent;
  /** What came in, one line per section. */
  imported: string[];
  /** What did not and why, one plain sentence each. */
  notImported: string[];
  /** The form's field paths of the values read with low confidence. */
  review: string[];
};

/** A source's reading, or the sentence saying why it refused before asking the server. */
export type ReadOutcome = ImportReading | string;

/** A server's answer as the form takes it: an empty list stays empty, so the form keeps its own there. */
export const readingOf = (result: ImportResult): ImportReading => ({
  ...result,
  values: contentFromRecord(result.values, { keepEmptyLists: true }),
});

/** The refusal as the dialog shows it: the server's own sentence when it sent one. */
function refusalOf(error: unknown): string {
  if (!(error instanceof ApiError))
    return 'The importer could not be loaded. Check your connection and try again.';
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 413) return 'This file is too large to import.';
  if (error.status === 429) return 'Too many imports in a short time. Wait a minute, then try again.';
  return error.message;
}

/**
 * The import dialog's reading: one source read at a time (a newer one, or closing the dialog, stops
 * it), what it read, or why not.
 */
export function useImport() {
  const [reading, setReading] = useState<ImportReading>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const running = useRef<AbortController>(null);
  useEffect(() => () => running.current?.abort(), []);

  const stop = () => {
    running.current?.abort();
    running.current = null;
    setBusy(false);
    setError(undefined);
  };

  return {
    reading,
    busy,
    /** Why the last reading was refused, shown next to the source's control. */
    error,
    async read(run: (signal: AbortSignal) => Promise<ReadOutcome>) {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setBusy(true);
      setError(undefined);
      try {
        const outcome = await run(controller.signal);
        if (controller.signal.aborted) return;
        if (typeof outcome === 'string') setError(outcome);
        else setReading(outcome);
      } catch (caught) {
        if (!controller.signal.aborted) setError(refusalOf(caught));
      } finally {
        if (running.current === controller) {
          running.current = null;
          setBusy(false);
        }
      }
    },
    /** Another source chosen: what ran or was refused goes. */
    stop,
    /** Back from a reading to the sources. */
    back: () => setReading(undefined),
  };
}

export type ImportState = ReturnType<typeof useImport>;
