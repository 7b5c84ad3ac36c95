import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { LogoMark, MenuIcon } from '../../components/icons.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { BlockingHistoryContext } from '../../hooks/use-blocker.ts';
import { loginNavItem, navItemsFor } from './nav-items.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { useLogOut } from './use-log-out.ts';

const MOBILE_MENU_ID = 'mobile-menu';

// The drawer's code comes with the first tap on the hamburger: wide screens and most visits never open it.
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

const itemClassName =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700';

/**
 * The fixed top bar: the navigation itself on wide screens, a hamburger and a drawer on narrow ones.
 * The items depend on who is signed in (docs/spec.md §6); until that is known the bar shows none, rather
 * than the wrong ones for a moment. A prerendered page shows the anonymous visitor's items (what its
 * HTML has) until it is hydrated.
 */
export function SiteHeader() {
  const user = useUser();
  const userKnown = !user.isPending;
  const logOut = useLogOut();
  const signedIn = Boolean(user.data);
  const navItems = navItemsFor(user.data?.role);
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the drawer stays mounted, so closing it can slide it out.
  const [menuUsed, setMenuUsed] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Any navigation (a link, back or forward) closes the drawer as it starts. One that started before
  // the drawer opened does not when its page arrives (the address changes first, the page once its
  // code is here): the drawer was opened on that page. Prerendered pages navigate by loading anew.
  const history = useContext(BlockingHistoryContext);
  useEffect(() => history?.onNavigate(closeMenu), [history, closeMenu]);

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur-sm">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link
            to={paths.home}
            className="flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-slate-900"
          >
            <LogoMark className="size-8" />
            Portfolio Maker
          </Link>

          {userKnown ? (
            <nav aria-label="Main" className="hidden md:block">
              <ul className="flex items-center gap-1">
                {navItems.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === paths.home} className={itemClassName}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                <li className="ml-3">
                  {signedIn ? (
                    <Button disabled={logOut.isPending} onClick={() => logOut.mutate()}>
                      Log Out
                    </Button>
                  ) : (
                    <NavLink to={loginNavItem.to} className={buttonClassName('primary')}>
                      {loginNavItem.label}
                    </NavLink>
                  )}
                </li>
              </ul>
            </nav>
          ) : null}

          <button
            ref={menuButtonRef}
            type="button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuUsed ? MOBILE_MENU_ID : undefined}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 md:hidden"
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
        <NavigationProgress />
      </header>
      {menuUsed ? (
        <Suspense>
          <MobileMenu
            id={MOBILE_MENU_ID}
            open={menuOpen}
            onClose={closeMenu}
            returnFocus={menuButtonRef}
            items={userKnown ? navItems : undefined}
            signedIn={signedIn}
            onLogOut={() => {
              closeMenu();
              logOut.mutate();
            }}
            loggingOut={logOut.isPending}
          />
        </Suspense>
      ) : null}
    </>
  );
}
