import { useEffect, useState } from 'react';
import { CheckIcon } from './icons.tsx';
import { Button } from './ui/button.tsx';

/** docs/spec.md §9: the copy confirmation lasts 2 s. */
export const COPIED_FOR_MS = 2000;

/** The text onto the clipboard; the older selection route where the Clipboard API is missing (plain http). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy.');
}

type CopyButtonProps = {
  text: string;
  /** The button's accessible name, such as "Copy live URL". */
  label: string;
  onError?: (error: unknown) => void;
};

/** Copies `text`; "Copied!" shows for 2 s and is announced politely. */
export function CopyButton({ text, label, onError }: CopyButtonProps) {
  const [copiedAt, setCopiedAt] = useState(0);

  useEffect(() => {
    if (copiedAt === 0) return;
    const timer = setTimeout(() => setCopiedAt(0), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await copyText(text);
      setCopiedAt(Date.now());
    } catch (error) {
      onError?.(error);
    }
  };

  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" className="px-3" aria-label={label} onClick={copy}>
        Copy
      </Button>
      <span
        aria-live="polite"
        className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700"
      >
        {copiedAt ? (
          <>
            <CheckIcon className="size-4" />
            Copied!
          </>
        ) : null}
      </span>
    </span>
  );
}
