import { Button } from '../../../components/ui/button.tsx';

/** What the last import did: one line, then what it left out. */
export type ImportSummary = { headline: string; notImported: string[] };

/** What the last import filled, and what it left out, until dismissed. */
export function ImportResult({ result, onDismiss }: { result: ImportSummary; onDismiss: () => void }) {
  return (
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
      <Button variant="ghost" className="mt-3 -ml-3" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
