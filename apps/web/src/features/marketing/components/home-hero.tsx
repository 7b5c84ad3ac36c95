import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/** The server redirects /demo to the seeded demo portfolio, or to LIVE_DEMO_URL when set. */
const LIVE_DEMO_URL = '/demo';

const HOME_HEADING = 'Launch your portfolio website in minutes with Portfolio Maker';

/** The top of the home page: what the product is, Start, Live Demo and the Notify box. */
export function HomeHero({ notifyForm }: { notifyForm: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-12 pb-14 sm:px-6 sm:pt-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-14 lg:px-8 lg:pt-20 lg:pb-20">
        <div>
          <p className="inline-flex items-center rounded-full bg-white px-3 py-1 text-sm font-medium text-indigo-700 ring-1 ring-indigo-200">
            Fast · Responsive · Accessible
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {HOME_HEADING}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-slate-600">
            Pick a template, fill in one form and go live. Portfolio Maker turns your profile, projects and
            experience into a fast, responsive and accessible portfolio site under your own name, with no
            coding and one fixed fee.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.templates} className={buttonClassName('primary', 'px-6 text-base')}>
              Start<span className="sr-only"> building your portfolio</span>
            </Link>
            <a
              href={LIVE_DEMO_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName('secondary', 'px-6 text-base')}
            >
              Live Demo<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
        <div>{notifyForm}</div>
      </div>
    </section>
  );
}
