import type { PortfolioDetail } from '@portfolio/shared/portfolio';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { apiUrl } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useBringOnline } from '../api/bring-online.ts';
import { useDeletePortfolio } from '../api/delete-portfolio.ts';
import { getPortfoliosQueryOptions } from '../api/get-portfolios.ts';
import { useTakeOffline } from '../api/take-offline.ts';
import { deleteInput } from '../utils/delete-confirm.ts';
import { DeletePortfolioDialog } from './delete-portfolio-dialog.tsx';

/** Why the site is not on the web, under the card's badge: taken offline by its owner, or down by us. */
export function PortfolioStatusNote({ portfolio }: { portfolio: PortfolioDetail }) {
  if (portfolio.status === 'offline') {
    return (
      <p className="mt-2 text-sm text-slate-600">
        You took this site offline. Put it back online whenever you like: it is paid for.
      </p>
    );
  }
  if (portfolio.status !== 'taken_down') return null;
  return (
    <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
      Taken down by our team{portfolio.takedownReason ? `: ${portfolio.takedownReason}` : '.'} Write to us
      through About Us if you think this is a mistake.
    </p>
  );
}

/**
 * What an owner can do with their data from a portfolio's card: download it as JSON Resume, see its
 * history, take a paid site offline and back, and delete it (confirmed in a dialog).
 */
export function PortfolioActions({ portfolio }: { portfolio: PortfolioDetail }) {
  const queryClient = useQueryClient();
  const { queryKey } = getPortfoliosQueryOptions();
  const [downloading, setDownloading] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  /** The changed portfolio shown at once, then the list read again. */
  const changed = (updated: PortfolioDetail | undefined) => {
    if (updated) {
      queryClient.setQueryData(queryKey, (list: PortfolioDetail[] | undefined) =>
        list?.map((p) => (p._id === updated._id ? updated : p)),
      );
    }
    void queryClient.invalidateQueries({ queryKey });
  };
  const lifecycle = (fallback: string) => ({
    onSuccess: (response: { message?: string; data?: PortfolioDetail }) => {
      showToast.success(response.message || fallback);
      changed(response.data);
    },
    onError: (error: Error) => showToast.error(getErrorMessage(error)),
  });
  const takeOffline = useTakeOffline(lifecycle('Your site is offline.'));
  const bringOnline = useBringOnline(lifecycle('Your site is back online.'));
  const remove = useDeletePortfolio({
    onSuccess: (response) => {
      setDeleteOpen(false);
      showToast.success(response.message || 'Portfolio deleted.');
      queryClient.setQueryData(queryKey, (list: PortfolioDetail[] | undefined) =>
        list?.filter((p) => p._id !== portfolio._id),
      );
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => setDeleteError(getErrorMessage(error)),
  });
  const switching = takeOffline.isPending || bringOnline.isPending;

  const download = async () => {
    if (downloading) return;
    setDownloading(true);
    try {
      const url = apiUrl('jsonResume', { query: { portfolioId: portfolio._id } });
      await downloadFile(url, `${portfolio.hostingName}-resume.json`);
    } catch (error) {
      showToast.error(`The JSON Resume could not be downloaded: ${getErrorMessage(error)}`);
    } finally {
      setDownloading(false);
    }
  };

  const small = 'min-h-11 px-3 text-sm';
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-4">
      <Button variant="ghost" className={small} aria-disabled={downloading} onClick={download}>
        {downloading ? 'Downloading…' : 'Download JSON Resume'}
        <span className="sr-only"> of {portfolio.title}</span>
      </Button>
      <Link to={paths.history(portfolio._id)} className={buttonClassName('ghost', small)}>
        History
        <span className="sr-only"> of {portfolio.title}</span>
      </Link>
      {portfolio.status === 'live' ? (
        <Button
          variant="ghost"
          className={small}
          aria-disabled={switching}
          onClick={() => !switching && takeOffline.mutate({ portfolioId: portfolio._id })}
        >
          {takeOffline.isPending ? 'Taking offline…' : 'Take offline'}
        </Button>
      ) : null}
      {portfolio.status === 'offline' ? (
        <Button
          variant="ghost"
          className={small}
          aria-disabled={switching}
          onClick={() => !switching && bringOnline.mutate({ portfolioId: portfolio._id })}
        >
          {bringOnline.isPending ? 'Putting back online…' : 'Put back online'}
        </Button>
      ) : null}
      <Button
        variant="ghost"
        className={`${small} text-red-700 hover:bg-red-50 hover:text-red-800`}
        onClick={() => {
          setDeleteError(undefined);
          setDeleteOpen(true);
        }}
      >
        Delete<span className="sr-only"> {portfolio.title}</span>
      </Button>
      {deleteOpen ? (
        <DeletePortfolioDialog
          portfolio={portfolio}
          open={deleteOpen}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={(typed) => remove.mutate(deleteInput(portfolio, typed))}
          onClose={() => setDeleteOpen(false)}
        />
      ) : null}
    </div>
  );
}
