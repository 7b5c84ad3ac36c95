import type { PortfolioContent } from '@portfolio/shared/portfolio';
import { Button } from '../../../components/ui/button.tsx';
import { useJsonResumeImport } from '../hooks/use-json-resume-import.ts';
import { ImportResult } from './import-result.tsx';
import { JsonResumeImportDialog } from './json-resume-import-dialog.tsx';

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
  const state = useJsonResumeImport(onImport);

  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:mt-0 lg:mb-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Have a résumé in the JSON Resume format? Fill the form from it instead of typing.
        </p>
        <Button variant="secondary" className="shrink-0" onClick={state.openDialog}>
          Import JSON Resume
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {state.result ? <ImportResult result={state.result} onDismiss={state.dismissResult} /> : null}
      </div>
      <JsonResumeImportDialog state={state} />
    </div>
  );
}
