import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { showToast } from '../../../lib/toast.ts';

const COMMENT_ADDED = 'Comment added';

/** The blog's comments form (docs/spec.md §2): it thanks the reader and clears itself; nothing is sent. */
export function CommentForm() {
  const headingId = useId();
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    showToast.success(COMMENT_ADDED);
    setName('');
    setComment('');
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
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label="Comment"
          name="comment"
          rows={4}
          required
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <Button type="submit" className="w-full sm:w-auto">
          Submit Comment
        </Button>
      </form>
    </section>
  );
}
