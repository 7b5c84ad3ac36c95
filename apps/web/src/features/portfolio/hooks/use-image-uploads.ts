import { createContext, use, useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import { createImageUploads, type ImageUploads, type OnUploaded } from '../utils/image-uploads.ts';

/** The editor's uploads (PortfolioEditor gives its own, which its draft reads). */
export const ImageUploadsContext = createContext<ImageUploads>(createImageUploads());

/**
 * The uploads of one image field: its own files on their way or refused, and the ways to add and
 * dismiss them. Its uploads are cancelled when the field goes (its project removed).
 */
export function useFieldUploads() {
  const uploads = use(ImageUploadsContext);
  const owner = useId();
  useEffect(() => () => uploads.cancel(owner), [uploads, owner]);
  const all = useSyncExternalStore(uploads.subscribe, uploads.list);
  const own = useMemo(() => all.filter((upload) => upload.owner === owner), [all, owner]);
  return {
    own,
    /** How many of its files are still on their way (they will take a place). */
    pending: own.filter(({ state }) => state !== 'failed').length,
    add: (files: File[], onUploaded: OnUploaded) => uploads.add(owner, files, onUploaded),
    refuse: (files: File[], message: string) => uploads.refuse(owner, files, message),
    dismiss: uploads.dismiss,
  };
}

export type FieldUploads = ReturnType<typeof useFieldUploads>;
