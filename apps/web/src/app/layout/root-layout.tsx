import { type MouseEvent, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Island } from '../../islands/island.tsx';
import { Promo } from '../../islands/promo.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const MAIN_ID = 'main';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** The frame of every page (docs/spec.md §2): top bar or drawer, the page, the footer. */
export function RootLayout() {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect exists to run on every route change.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToContent}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2.5 focus:text-sm focus:font-semibold focus:text-indigo-700 focus:shadow-lg"
      >
        Skip to content
      </a>
      <Island name="site-header">
        <SiteHeader />
      </Island>
      <main id={MAIN_ID} tabIndex={-1} className="min-h-dvh flex-1 pt-16 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Island name="promo">
        <Promo />
      </Island>
    </div>
  );
}
