import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ARTICLE_ID, articleSections } from './blog-article.tsx';

const linkClassName =
  'rounded-sm text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700';

const popularReads: readonly { label: string; to: string }[] = [
  { label: 'How to build a portfolio that gets you hired', to: `#${ARTICLE_ID}` },
  { label: 'Frequently asked questions about Portfolio Maker', to: paths.faq },
  { label: 'Choose your portfolio template', to: paths.templates },
  { label: 'About Portfolio Maker', to: paths.aboutUs },
];

const categories: readonly { label: string; section: string }[] = [
  { label: 'Career advice', section: articleSections.goal },
  { label: 'Projects', section: articleSections.projects },
  { label: 'Writing about your work', section: articleSections.story },
  { label: 'Design and accessibility', section: articleSections.readable },
  { label: 'Keeping your portfolio current', section: articleSections.current },
];

function LinkList({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <nav aria-label={heading} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <ul className="mt-4 space-y-3 text-sm leading-6">{children}</ul>
    </nav>
  );
}

/** Popular Reads and Categories (docs/spec.md §2): beside the article on wide screens, under it on small ones. */
export function ReadingLists() {
  return (
    <div className="space-y-6">
      <LinkList heading="Popular Reads">
        {popularReads.map((item) => (
          <li key={item.to}>
            {item.to.startsWith('#') ? (
              <a href={item.to} className={linkClassName}>
                {item.label}
              </a>
            ) : (
              <Link to={item.to} className={linkClassName}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </LinkList>
      <LinkList heading="Categories">
        {categories.map((item) => (
          <li key={item.section}>
            <a href={`#${item.section}`} className={linkClassName}>
              {item.label}
            </a>
          </li>
        ))}
      </LinkList>
    </div>
  );
}
