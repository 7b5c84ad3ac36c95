import type { AdminPortfolioRow } from '@portfolio/shared/operator';
import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { useRestore, useTakeDown } from '../api/operator-actions.ts';

export type ModerationAction = 'takedown' | 'restore';

type Pending = { row: AdminPortfolioRow; action: ModerationAction };

/** The takedown or restore an administrator is being asked about, and its request. */
export function usePortfolioModeration() {
  const [pending, setPending] = useState<Pending>();
  const takeDown = useTakeDown();
  const restore = useRestore();
  const mutation = pending?.action === 'restore' ? restore : takeDown;

  const close = () => {
    setPending(undefined);
    takeDown.reset();
    restore.reset();
  };

  const confirm = (reason: string) => {
    if (!pending) return;
    mutation.mutate(
      { portfolioId: pending.row._id, reason },
      {
        onSuccess: (response) => {
          if (response.message) showToast.success(response.message);
          close();
        },
      },
    );
  };

  return {
    pending,
    ask: (row: AdminPortfolioRow, action: ModerationAction) => setPending({ row, action }),
    busy: mutation.isPending,
    error: mutation.error?.message,
    confirm,
    close,
  };
}
