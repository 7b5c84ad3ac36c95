import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { ReviewMarking } from '../utils/import-review.ts';
import { filledFields } from '../utils/with-imported.ts';
import type { ImportFill } from './import-dialog.tsx';
import { ImportResult, type ImportSummary } from './import-result.tsx';
import { reviewNote } from './import-sources.ts';

// The dialog, its sources and their readers come with the first Import.
const ImportDialog = lazy(() => import('./import-dialog.tsx').then((m) => ({ default: m.ImportDialog })));

const things = (count: number) => (count === 1 ? 'one thing' : `${count} things`);

/** The line above the form once it is filled: what came in, and what to do next. */
function summaryOf({ reading, source }: ImportFill): ImportSummary {
  const left = reading.notImported.length;
  const marked = reading.review.length;
  const filled = `${source.noun.charAt(0).toUpperCase()}${source.noun.slice(1)} is now in the form${left > 0 ? `, except ${things(left)} listed below` : ''}.`;
  const check =
    marked > 0
      ? `Check the ${marked === 1 ? 'field' : `${marked} fields`} marked ‘Check this’ and the rest, then save`
      : 'Check the form, then save';
  return { headline: `${filled} ${check}: nothing is saved until you do.`, notImported: reading.notImported };
}

type ImportEntryProps = {
  /** Fills the form: `apply` is the change to make to its content, `review` the values the source was unsure of. */
  onFill: (apply: (current: PortfolioContent) => PortfolioContent, review: ReviewMarking) => void;
};

/**
 * 'Import' on the create and update screens: a LinkedIn export, a résumé, GitHub or a JSON Resume
 * fills the form (hosting name and cover stay); nothing is saved until the user saves. What the form
 * did not take stays listed above it until dismissed.
 */
export function ImportEntry({ onFill }: ImportEntryProps) {
  const [open, setOpen] = useState(false);
  const [summary, setSummary] = useState<ImportSummary>();

  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:mt-0 lg:mb-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Fill the form from your LinkedIn export, a résumé, GitHub or a JSON Resume instead of typing.
        </p>
        <Button variant="secondary" className="shrink-0" onClick={() => setOpen(true)}>
          Import
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {summary ? <ImportResult result={summary} onDismiss={() => setSummary(undefined)} /> : null}
      </div>
      {open ? (
        <Suspense>
          <ImportDialog
            onClose={() => setOpen(false)}
            onFill={(fill) => {
              onFill(fill.apply, {
                paths: fill.reading.review,
                note: reviewNote(fill.source),
                replaced: filledFields(fill.reading.values),
              });
              setSummary(summaryOf(fill));
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
