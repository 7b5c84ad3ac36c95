import type { CustomDomain } from '@portfolio/shared/domains';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { getErrorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toast.ts';
import { useAddCustomDomain } from '../api/add-custom-domain.ts';
import { useRemoveCustomDomain } from '../api/remove-custom-domain.ts';
import { useVerifyCustomDomain } from '../api/verify-custom-domain.ts';
import { verifyAnnouncement } from '../utils/verify-announcement.ts';

type FocusTarget = 'records' | 'connected' | 'input';

type Options = {
  portfolioId: string;
  domain: CustomDomain | null;
  /** The domain as the server now has it; null once removed, undefined when it must be read again. */
  onChange: (domain: CustomDomain | null | undefined) => void;
};

/** A 404 or 409: the domain was removed or taken elsewhere meanwhile. */
const goneElsewhere = (error: unknown, statuses: number[]) =>
  error instanceof ApiError && statuses.includes(error.status);

/**
 * What the Custom domain section does: add, verify and remove (after a confirmation), the errors
 * each left, what a verify announces, and where the focus goes once the change has been drawn.
 */
export function useCustomDomain({ portfolioId, domain, onChange }: Options) {
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const [verifyError, setVerifyError] = useState<string>();
  const [checkedAt, setCheckedAt] = useState<Date>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [removeError, setRemoveError] = useState<string>();
  const add = useAddCustomDomain();
  const verify = useVerifyCustomDomain();
  const remove = useRemoveCustomDomain();

  // Where the focus goes once the change it follows has been drawn (the old control may be gone).
  const focusRequest = useRef<FocusTarget | null>(null);
  const recordsHeadingRef = useRef<HTMLHeadingElement>(null);
  const connectedRef = useRef<HTMLParagraphElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const target = focusRequest.current;
    if (!target) return;
    const element = { records: recordsHeadingRef, connected: connectedRef, input: inputRef }[target].current;
    if (element) {
      focusRequest.current = null;
      element.focus();
    }
  });

  const addDomain = async (name: string): Promise<{ error?: string }> => {
    try {
      const response = await add.mutateAsync({ portfolioId, domain: name });
      setVerifyError(undefined);
      setCheckedAt(undefined);
      focusRequest.current = 'records';
      onChange(response.data);
      return {};
    } catch (error) {
      if (goneElsewhere(error, [404])) onChange(undefined);
      return { error: getErrorMessage(error as Error) };
    }
  };

  const runVerify = () => {
    if (verify.isPending || !domain) return;
    setVerifyError(undefined);
    setRemoveError(undefined);
    const wasConnected = domain.status === 'verified';
    verify.mutate(
      { portfolioId },
      {
        onSuccess: (response) => {
          const next = response.data;
          setCheckedAt(new Date());
          if (!next) return onChange(undefined);
          if (next.status === 'verified' && !wasConnected) focusRequest.current = 'connected';
          onChange(next);
          const text = verifyAnnouncement(next, response.message);
          setAnnouncement((current) => ({ text, count: current.count + 1 }));
        },
        onError: (error) => {
          setVerifyError(getErrorMessage(error));
          // The domain was removed or taken elsewhere meanwhile: show what is true now.
          if (goneElsewhere(error, [404, 409])) onChange(undefined);
        },
      },
    );
  };

  const confirmRemove = () => {
    if (remove.isPending) return;
    setRemoveError(undefined);
    remove.mutate(
      { portfolioId },
      {
        onSuccess: (response) => {
          setConfirmOpen(false);
          setVerifyError(undefined);
          setCheckedAt(undefined);
          focusRequest.current = 'input';
          onChange(null);
          if (response.message) showToast.success(response.message);
        },
        onError: (error) => setRemoveError(getErrorMessage(error)),
      },
    );
  };

  return {
    announcement,
    checkedAt,
    verifying: verify.isPending,
    removing: remove.isPending,
    // A removal that failed after its dialog was closed (Escape) is reported beside the buttons.
    actionError: verifyError ?? (confirmOpen ? undefined : removeError),
    removeError,
    confirmOpen,
    refs: { recordsHeadingRef, connectedRef, inputRef },
    addDomain,
    runVerify,
    openRemove: () => {
      setRemoveError(undefined);
      setConfirmOpen(true);
    },
    closeRemove: () => setConfirmOpen(false),
    confirmRemove,
  };
}

export type CustomDomainState = ReturnType<typeof useCustomDomain>;
