import type { PortfolioDetail, PortfolioVersion } from '@portfolio/shared/portfolio';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { getVersionsQueryOptions, useVersions } from '../api/get-versions.ts';
import { useRestoreVersion } from '../api/restore-version.ts';

/**
 * A portfolio's saved versions, the one previewed, and the one being restored (asked first): a
 * restore closes both dialogs, says so, reads the history again and hands the portfolio on.
 */
export function useHistory(
  portfolioId: string,
  onRestored: (portfolio: PortfolioDetail | undefined) => void,
) {
  const queryClient = useQueryClient();
  const versions = useVersions(portfolioId);
  const [previewing, setPreviewing] = useState<PortfolioVersion>();
  const [restoring, setRestoring] = useState<PortfolioVersion>();
  const [restoreError, setRestoreError] = useState<string>();
  const restore = useRestoreVersion({
    onSuccess: (response) => {
      setRestoring(undefined);
      setPreviewing(undefined);
      showToast.success(response.message || 'This version is your portfolio again.');
      void queryClient.invalidateQueries({ queryKey: getVersionsQueryOptions(portfolioId).queryKey });
      onRestored(response.data);
    },
    onError: (error) => setRestoreError(getErrorMessage(error)),
  });

  return {
    versions,
    previewing,
    preview: setPreviewing,
    closePreview: () => setPreviewing(undefined),
    restoring,
    restoreError,
    restoreBusy: restore.isPending,
    askRestore: (version: PortfolioVersion) => {
      setRestoreError(undefined);
      setRestoring(version);
    },
    confirmRestore: () => {
      if (restoring) restore.mutate({ portfolioId, versionId: restoring._id });
    },
    cancelRestore: () => setRestoring(undefined),
  };
}
