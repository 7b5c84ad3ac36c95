import { useId } from 'react';
import { Link } from 'react-router';
import thumbnailUrl from '../../../assets/techfolio-thumbnail.svg?no-inline';
import { Button, buttonClassName } from '../../../components/button.tsx';

type TemplateCardProps = {
  /** Where Select leads: the editor for a signed-in user, the login page for a visitor. */
  selectTo: string;
  onPreview: () => void;
};

/** The Techfolio card (SPEC.md §2, §9): ₹499 struck through, ₹199, '60% OFF • Limited Time'. */
export function TemplateCard({ selectTo, onPreview }: TemplateCardProps) {
  const nameId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="flex max-w-md flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <img
        src={thumbnailUrl}
        width={640}
        height={400}
        alt="The Techfolio template: a dark header with a photo, name and role, then a row of project cards."
        className="h-auto w-full border-b border-slate-200"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id={nameId} className="text-2xl font-bold tracking-tight text-slate-900">
            Techfolio
          </h2>
          <p className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
            60% OFF • Limited Time
          </p>
        </div>
        <p className="mt-3 text-sm leading-6 text-slate-600">
          A one-page portfolio for developers and tech professionals: profile, experience, projects,
          education, achievements and articles, fast and readable on any screen.
        </p>
        <p className="mt-5 flex items-baseline gap-3">
          <s className="text-lg text-slate-600">
            <span className="sr-only">Original price: </span>₹499
          </s>
          <span className="text-3xl font-bold text-slate-900">
            <span className="sr-only">Now: </span>₹199
          </span>
        </p>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Link to={selectTo} className={buttonClassName('primary')}>
            Select
          </Link>
          <Button variant="secondary" onClick={onPreview} aria-haspopup="dialog">
            Preview
          </Button>
        </div>
      </div>
    </article>
  );
}
