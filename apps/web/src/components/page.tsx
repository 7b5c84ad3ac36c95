import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title.tsx';

type PageProps = {
  /** The page's name in the tab title. */
  title: string;
  heading: string;
  /** A line under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
};

/** The frame of a content page: tab title, one `<h1>` and the page's content in a centred column. */
export function Page({ title, heading, lead, children }: PageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <DocumentTitle title={title} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
        {lead ? (
          <div className="mt-4 text-base leading-7 text-slate-600 sm:text-lg sm:leading-8">{lead}</div>
        ) : null}
      </header>
      {children}
    </div>
  );
}
