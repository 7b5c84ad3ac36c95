import { useState } from 'react';
import { ThumbIcon } from '../../../components/icons.tsx';

type Vote = 'like' | 'dislike';

type Comment = { id: string; user: string; date: string; text: string; likes: number; dislikes: number };

/** Static sample comments (docs/spec.md §3); the counts and votes live only in this page. */
const sampleComments: readonly Comment[] = [
  {
    id: 'priya',
    user: 'Priya',
    date: '2 days ago',
    text: 'Used Techfolio for my job hunt. The projects section with tech stacks is exactly what interviewers asked about.',
    likes: 12,
    dislikes: 1,
  },
  {
    id: 'rahul',
    user: 'Rahul',
    date: '1 week ago',
    text: 'Filled the form in about twenty minutes and the site was live right after the payment. It looks great on my phone too.',
    likes: 8,
    dislikes: 0,
  },
  {
    id: 'meera',
    user: 'Meera',
    date: '3 weeks ago',
    text: 'Would love a second template with a lighter theme, but the current one is clean and very quick to load.',
    likes: 5,
    dislikes: 2,
  },
];

const voteButtonClassName =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:hover:bg-white disabled:not-aria-pressed:opacity-60 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800';

function CommentCard({ comment }: { comment: Comment }) {
  const [vote, setVote] = useState<Vote | null>(null);
  // Prerendered: a vote pressed before the page is alive is held by the islands' script and counted once
  // it is (src/islands/held-events.ts).
  const likes = comment.likes + (vote === 'like' ? 1 : 0);
  const dislikes = comment.dislikes + (vote === 'dislike' ? 1 : 0);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <article aria-label={`Comment by ${comment.user}`}>
        <p className="flex items-baseline justify-between gap-3">
          <span className="font-semibold text-slate-900">{comment.user}</span>
          <span className="text-sm text-slate-600">{comment.date}</span>
        </p>
        <p className="mt-2 text-base leading-7 text-slate-700">{comment.text}</p>
        <div className="mt-4 flex items-center gap-3">
          <button
            type="button"
            className={voteButtonClassName}
            aria-pressed={vote === 'like'}
            disabled={vote !== null}
            onClick={() => setVote('like')}
          >
            <ThumbIcon width={20} height={20} />
            <span className="sr-only">{`Like comment by ${comment.user} (${likes})`}</span>
            <span aria-hidden="true">{likes}</span>
          </button>
          <button
            type="button"
            className={voteButtonClassName}
            aria-pressed={vote === 'dislike'}
            disabled={vote !== null}
            onClick={() => setVote('dislike')}
          >
            <ThumbIcon down width={20} height={20} />
            <span className="sr-only">{`Dislike comment by ${comment.user} (${dislikes})`}</span>
            <span aria-hidden="true">{dislikes}</span>
          </button>
          <p role="status" className="text-sm text-slate-600">
            {vote ? 'Thanks for your vote.' : ''}
          </p>
        </div>
      </article>
    </li>
  );
}

/** 'Recent Comments' with one like or dislike per comment (docs/spec.md §4). */
export function RecentComments() {
  return (
    <section aria-labelledby="recent-comments-heading">
      <h2 id="recent-comments-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Recent Comments
      </h2>
      <ul className="mt-8 space-y-4">
        {sampleComments.map((comment) => (
          <CommentCard key={comment.id} comment={comment} />
        ))}
      </ul>
    </section>
  );
}
