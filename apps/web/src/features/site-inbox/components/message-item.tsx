import type { SiteMessageRow } from '@portfolio/shared/site-messages';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useDeleteMessage } from '../api/delete-message.ts';
import { useMarkMessageRead } from '../api/mark-message-read.ts';
import { messagePreview, receivedAt, replyHref } from '../utils/inbox-view.ts';
import { DeleteMessageDialog } from './delete-message-dialog.tsx';

type MessageItemProps = {
  message: SiteMessageRow;
  siteTitle: string;
  /** After this message is deleted: where the focus goes, since its buttons are gone. */
  onDeleted: () => void;
};

/**
 * One message: who, when, the first words; unread ones in bold with an 'Unread' mark. Opening it
 * shows all of it and marks it read; it can be answered by e-mail, marked unread or deleted.
 */
export function MessageItem({ message, siteTitle, onDeleted }: MessageItemProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const bodyId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const markRead = useMarkMessageRead({
    onError: (error) => showToast.error(error.message || 'The message could not be marked. Try again.'),
  });
  const remove = useDeleteMessage({
    onSuccess: (response) => {
      setConfirming(false);
      showToast.success(response.message ?? 'Message deleted.');
      onDeleted();
    },
  });
  const unread = !message.read;

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (opening && unread) markRead.mutate({ id: message._id, read: true });
  };

  return (
    <li className={unread ? 'bg-indigo-50/60' : 'bg-white'}>
      <h3>
        <button
          ref={opener}
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
          className="flex w-full min-w-0 flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50 sm:px-5"
        >
          <span className="flex w-full flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span
              className={`min-w-0 break-words ${unread ? 'font-bold text-slate-900' : 'font-medium text-slate-800'}`}
            >
              {unread ? (
                <span className="mr-2 rounded-full bg-indigo-600 px-2 py-0.5 align-middle text-xs font-semibold text-white">
                  Unread
                </span>
              ) : null}
              {message.name}
            </span>
            <span className="shrink-0 text-xs text-slate-600">{receivedAt(message.createdAt)}</span>
          </span>
          <span className={`block w-full truncate text-sm ${unread ? 'text-slate-900' : 'text-slate-600'}`}>
            {messagePreview(message.message)}
          </span>
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="px-4 pb-4 sm:px-5">
        <p className="text-sm text-slate-700">
          From {message.name}, <span className="break-all">{message.email}</span>
        </p>
        <p className="mt-3 text-sm leading-6 whitespace-pre-wrap text-slate-900 break-words">
          {message.message}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={replyHref(message, siteTitle)}
            className="inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
          >
            Reply by e-mail
          </a>
          <Button
            variant="secondary"
            aria-disabled={markRead.isPending}
            onClick={() => {
              if (markRead.isPending) return;
              markRead.mutate({ id: message._id, read: false });
              // The button is hidden with the message: the focus goes back to the message's line.
              setOpen(false);
              opener.current?.focus();
            }}
          >
            Mark as unread
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      </div>
      <DeleteMessageDialog
        message={message}
        open={confirming}
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => remove.mutate({ id: message._id })}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
      />
    </li>
  );
}
