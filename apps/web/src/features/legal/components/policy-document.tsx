import type { ReactNode } from 'react';

export type PolicySection = { title: string; content: ReactNode };

export const LAST_UPDATED = 'Last updated: August 2025';

export const SUPPORT_EMAIL = 'support@portfolio-maker.app';

/** The support address as a link, for the policies' contact sections. */
export function SupportEmailLink() {
  return (
    <a
      href={`mailto:${SUPPORT_EMAIL}`}
      className="rounded-sm font-medium break-all text-indigo-700 underline decoration-indigo-300 underline-offset-4 hover:decoration-indigo-700"
    >
      {SUPPORT_EMAIL}
    </a>
  );
}

/** A policy's numbered sections, each under its own heading. */
export function PolicyDocument({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <div className="mt-10 max-w-3xl space-y-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`policy-section-${index + 1}`}>
          <h2 id={`policy-section-${index + 1}`} className="text-xl font-semibold text-slate-900">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 space-y-3 text-base leading-7 text-slate-700 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
            {section.content}
          </div>
        </section>
      ))}
    </div>
  );
}
