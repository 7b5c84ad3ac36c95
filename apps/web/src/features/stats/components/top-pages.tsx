import type { SiteStats } from '@portfolio/shared/stats';

/** The site's pages (its home page and case studies) with their views, most viewed first. */
export function TopPages({ pages }: { pages: SiteStats['pages'] }) {
  return (
    <section
      aria-labelledby="top-pages"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="top-pages" className="text-lg font-semibold text-slate-900">
        Pages
      </h2>
      {pages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          No page has been viewed in this period. Your home page and case-study pages show here once visited.
        </p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">Views of each page, most viewed first</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Page
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => (
              <tr key={p.path} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1.5 pr-3 font-medium break-all text-slate-900">
                  {p.path}
                </th>
                <td className="py-1.5 text-right text-slate-700 tabular-nums">
                  {p.views.toLocaleString('en-IN')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
