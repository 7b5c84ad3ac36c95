import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title.tsx';

type AuthCardProps = {
  /** The page's name: the tab title and the `<h1>`. */
  title: string;
  lead: ReactNode;
  /** Why the visitor was sent here, shown above the form. */
  notice?: string;
  children: ReactNode;
  /** The way to the other screen (login ↔ register). */
  footer: ReactNode;
};

/** The frame of the login and register screens: one narrow card in the middle of the page. */
export function AuthCard({ title, lead, notice, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <DocumentTitle title={title} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-sm leading-6 text-slate-600">{lead}</p>
        {notice ? (
          <p className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm leading-6 text-indigo-900">
            {notice}
          </p>
        ) : null}
        <div className="mt-6">{children}</div>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-slate-600">
        {footer}
      </div>
    </div>
  );
}
