import type { PortfolioDetail, PortfolioVersion } from '@portfolio/shared/portfolio';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { getVersionsQueryOptions, useVersions } from '../api/get-versions.ts';
import { useRestoreVersion } from '../api/restore-version.ts';
import { versionTime } from '../utils/version-time.ts';
import { RestoreVersionDialog } from './restore-version-dialog.tsx';
import { VersionPreviewDialog } from './version-preview-dialog.tsx';

type HistoryPanelProps = {
  portfolio: Pick<PortfolioDetail, '_id' | 'hostingName' | 'liveUrl' | 'status' | 'templateId'>;
  /** After a restore: the portfolio as it is now, for the caller's lists. */
  onRestored: (portfolio: PortfolioDetail | undefined) => void;
};

/**
 * A portfolio's history: each saved version with its time and what it changed, newest first. Any
 * version can be previewed; an older one can be restored (asked first), which is itself a new
 * version, so it can be undone.
 */
export function HistoryPanel({ portfolio, onRestored }: HistoryPanelProps) {
  const queryClient = useQueryClient();
  const versions = useVersions(portfolio._id);
  const headingId = useId();
  const [previewing, setPreviewing] = useState<PortfolioVersion>();
  const [restoring, setRestoring] = useState<PortfolioVersion>();
  const [restoreError, setRestoreError] = useState<string>();
  const restore = useRestoreVersion({
    onSuccess: (response) => {
      setRestoring(undefined);
      setPreviewing(undefined);
      showToast.success(response.message || 'This version is your portfolio again.');
      void queryClient.invalidateQueries({ queryKey: getVersionsQueryOptions(portfolio._id).queryKey });
      onRestored(response.data);
    },
    onError: (error) => setRestoreError(getErrorMessage(error)),
  });

  const askRestore = (version: PortfolioVersion) => {
    setRestoreError(undefined);
    setRestoring(version);
  };

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Saved versions
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every save is kept (the last 20 at least), newest first. Preview one to see the site as it was.
      </p>
      <div className="mt-6">
        {versions.isPending ? (
          <p role="status" className="flex items-center gap-3 text-slate-600">
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600"
            />
            Loading the history…
          </p>
        ) : versions.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
            <p>The history could not be loaded: {versions.error.message}</p>
            <Button variant="secondary" className="mt-3" onClick={() => versions.refetch()}>
              Try again
            </Button>
          </div>
        ) : versions.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            No versions are saved yet: each time you save the portfolio, a version is kept here.
          </p>
        ) : (
          <ol
            aria-labelledby={headingId}
            className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            {versions.data.map((version) => (
              <li
                key={version._id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    <time dateTime={version.createdAt}>{versionTime(version.createdAt)}</time>
                    {version.current ? (
                      <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300 ring-inset">
                        Current
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-1 text-sm wrap-break-word text-slate-600">{version.changes}</p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button variant="secondary" onClick={() => setPreviewing(version)}>
                    Preview<span className="sr-only"> the version of {versionTime(version.createdAt)}</span>
                  </Button>
                  {version.current ? null : (
                    <Button onClick={() => askRestore(version)}>
                      Restore<span className="sr-only"> the version of {versionTime(version.createdAt)}</span>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
      <VersionPreviewDialog
        portfolioId={portfolio._id}
        hostingName={portfolio.hostingName}
        siteUrl={portfolio.liveUrl}
        templateId={portfolio.templateId}
        version={previewing}
        onClose={() => setPreviewing(undefined)}
        onRestore={previewing && !previewing.current ? () => askRestore(previewing) : undefined}
      />
      <RestoreVersionDialog
        version={restoring}
        live={portfolio.status === 'live'}
        busy={restore.isPending}
        error={restoreError}
        onConfirm={() =>
          restoring && restore.mutate({ portfolioId: portfolio._id, versionId: restoring._id })
        }
        onClose={() => setRestoring(undefined)}
      />
    </section>
  );
}
