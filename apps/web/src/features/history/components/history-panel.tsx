import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { useId } from 'react';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useHistory } from '../hooks/use-history.ts';
import { RestoreVersionDialog } from './restore-version-dialog.tsx';
import { VersionList } from './version-list.tsx';
import { VersionPreviewDialog } from './version-preview-dialog.tsx';

type HistoryPanelProps = {
  portfolio: Pick<PortfolioDetail, '_id' | 'hostingName' | 'liveUrl' | 'status' | 'templateId' | 'photo'>;
  /** After a restore: the portfolio as it is now, for the caller's lists. */
  onRestored: (portfolio: PortfolioDetail | undefined) => void;
};

/**
 * A portfolio's history: each saved version with its time and what it changed, newest first. Any
 * version can be previewed; an older one can be restored (asked first), which is itself a new
 * version, so it can be undone.
 */
export function HistoryPanel({ portfolio, onRestored }: HistoryPanelProps) {
  const history = useHistory(portfolio._id, onRestored);
  const { previewing } = history;
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Saved versions
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every save is kept (the last 20 at least), newest first. Preview one to see the site as it was.
      </p>
      <div className="mt-6">
        <QueryState
          query={history.versions}
          loading="Loading the history…"
          failed="The history could not be loaded:"
          failedInline
          isEmpty={(versions) => versions.length === 0}
          empty="No versions are saved yet: each time you save the portfolio, a version is kept here."
        >
          {(versions) => (
            <VersionList
              versions={versions}
              labelledBy={headingId}
              onPreview={history.preview}
              onRestore={history.askRestore}
            />
          )}
        </QueryState>
      </div>
      <VersionPreviewDialog
        portfolioId={portfolio._id}
        hostingName={portfolio.hostingName}
        siteUrl={portfolio.liveUrl}
        current={{ templateId: portfolio.templateId, photo: portfolio.photo }}
        version={previewing}
        onClose={history.closePreview}
        onRestore={previewing && !previewing.current ? () => history.askRestore(previewing) : undefined}
      />
      <RestoreVersionDialog
        version={history.restoring}
        live={portfolio.status === 'live'}
        busy={history.restoreBusy}
        error={history.restoreError}
        onConfirm={history.confirmRestore}
        onClose={history.cancelRestore}
      />
    </section>
  );
}
