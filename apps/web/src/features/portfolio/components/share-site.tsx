import { Button } from '../../../components/ui/button.tsx';

const linkClassName =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-indigo-700 underline hover:text-indigo-900';

/** Where the address is shared to: a chat and a professional network, as their share links take it. */
export function shareLinks(url: string) {
  const encoded = encodeURIComponent(url);
  return {
    whatsApp: `https://wa.me/?text=${encoded}`,
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
  };
}

/**
 * Share a live site: the phone's own share sheet where the browser has one (WhatsApp, Telegram,
 * e-mail … as the owner uses them), and WhatsApp and LinkedIn links everywhere.
 */
export function ShareSite({ url, title }: { url: string; title: string }) {
  const links = shareLinks(url);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <ul aria-label={`Share ${title}`} className="mt-2 flex flex-wrap items-center gap-1">
      {canShare ? (
        <li>
          <Button
            variant="secondary"
            onClick={() =>
              // Closing the sheet rejects: nothing to tell the owner.
              navigator.share({ title, url }).catch(() => undefined)
            }
          >
            Share…
          </Button>
        </li>
      ) : null}
      <li>
        <a href={links.whatsApp} target="_blank" rel="noopener noreferrer" className={linkClassName}>
          WhatsApp<span className="sr-only"> (share {title}, opens in a new tab)</span>
        </a>
      </li>
      <li>
        <a href={links.linkedIn} target="_blank" rel="noopener noreferrer" className={linkClassName}>
          LinkedIn<span className="sr-only"> (share {title}, opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
