import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { showToast } from '../../../lib/toast.ts';

const COMMENT_ADDED = 'Comment added';

/** The blog's comments form (docs/spec.md §2): it thanks the reader and clears itself; nothing is sent. */
export function CommentForm() {
  const headingId = useId();
  // Prerendered: until the page is alive a press of Submit does nothing natively (a native submit would
  // reload the page with the text in its address); the islands' script holds it and submits once ready.
  const hydrated = useHydrated();

  // The fields keep their own text (typed before the page was alive too); the browser checks them.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showToast.success(COMMENT_ADDED);
    event.currentTarget.reset();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Join the Conversation
      </h2>
      <form onSubmit={submit} className="mt-5 space-y-4">
        <TextField label="Name" name="name" autoComplete="name" required maxLength={100} />
        <TextAreaField label="Comment" name="comment" rows={4} required maxLength={2000} />
        <Button type={hydrated ? 'submit' : 'button'} className="w-full sm:w-auto">
          Submit Comment
        </Button>
      </form>
    </section>
  );
}
