import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../components/icons.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { Island } from '../../islands/island.tsx';
import { footerNavGroups } from './nav-items.ts';

// Only someone signed in has a Log Out (and its confirmation) here: its code comes for them alone.
const LogoutButton = lazy(() => import('./logout-button.tsx').then((m) => ({ default: m.LogoutButton })));

const linkClassName =
  'rounded-sm text-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-indigo-400';

const logoutClassName =
  'self-start rounded-md px-3 py-2 text-sm font-medium text-slate-200 ring-1 ring-slate-700 hover:bg-slate-800 hover:text-white focus-visible:outline-indigo-400 sm:self-auto';

/** Log Out at the foot of the page, for someone signed in. */
export function FooterLogout() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <Suspense>
      <LogoutButton className={logoutClassName} />
    </Suspense>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[minmax(0,1.4fr)_minmax(0,2fr)]">
          <div className="max-w-sm">
            <p className="flex items-center gap-2.5 text-lg font-bold tracking-tight text-white">
              <LogoMark className="size-8" />
              Portfolio Maker
            </p>
            <p className="mt-4 text-sm leading-6 text-slate-400">
              Pick a template, fill in one form and go live with a fast, responsive and accessible portfolio
              site.
            </p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8">
            {footerNavGroups.map((group) => (
              <div key={group.heading}>
                <h2 className="text-sm font-semibold text-white">{group.heading}</h2>
                <ul className="mt-4 space-y-3">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className={linkClassName}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 flex flex-col-reverse gap-4 border-t border-slate-800 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-400">© {new Date().getFullYear()} Portfolio Maker</p>
          <Island name="footer-logout">
            <FooterLogout />
          </Island>
        </div>
      </div>
    </footer>
  );
}
