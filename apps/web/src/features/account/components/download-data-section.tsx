import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, apiUrl } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

/** 'Download my data': everything the product holds about the user, as one JSON file. */
export function DownloadDataSection({ userName }: { userName: string }) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await downloadFile(apiUrl('accountExport'), `portfolio-maker-${userName}.json`);
    } catch (failure) {
      const message = (failure instanceof ApiError && failure.serverMessage) || (failure as Error).message;
      setError(`Your data could not be downloaded: ${message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        One JSON file with everything we hold about you: your account, each portfolio with its whole version
        history, your orders and payments, and the messages visitors sent through your sites.
      </p>
      <Button className="mt-4" aria-disabled={busy} onClick={download}>
        {busy ? 'Preparing your file…' : 'Download my data'}
      </Button>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </section>
  );
}
