import { type RefObject, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { CloseIcon, LogoMark } from '../../components/icons.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { modalDialogHandlers, useModalDialog } from '../../components/ui/dialog.tsx';
import { paths } from '../../config/paths.ts';
import { loginNavItem, type NavItem } from './nav-items.ts';

/** Tailwind's `md` breakpoint: from here on the top bar shows the navigation itself. */
const WIDE_SCREEN = '(min-width: 48rem)';

type MobileMenuProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The hamburger button: focus goes back to it when the drawer closes. */
  returnFocus: RefObject<HTMLElement | null>;
  /** The items of the visitor's role; undefined while it is not known yet. */
  items: readonly NavItem[] | undefined;
  /** Signed in: the drawer ends with Log Out instead of Login. */
  signedIn: boolean;
  onLogOut: () => void;
  loggingOut: boolean;
};

const itemClassName =
  'flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700';

/** The narrow-screen navigation: a modal drawer from the right edge. */
export function MobileMenu({
  id,
  open,
  onClose,
  returnFocus,
  items,
  signedIn,
  onLogOut,
  loggingOut,
}: MobileMenuProps) {
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const ref = useModalDialog(open, { initialFocus: closeButtonRef, returnFocus });

  // Widening the window past the breakpoint shows the top-bar navigation: the drawer goes.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeIfWide = () => {
      if (wide.matches) onClose();
    };
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [open, onClose]);

  return (
    <dialog
      id={id}
      ref={ref}
      aria-label="Menu"
      {...modalDialogHandlers(ref, onClose)}
      className="my-0 mr-0 ml-auto h-dvh max-h-none w-80 max-w-[85vw] translate-x-full bg-white p-0 text-slate-900 shadow-2xl transition-[translate,overlay,display] transition-discrete duration-200 ease-out motion-reduce:transition-none backdrop:bg-slate-950/50 open:translate-x-0 starting:open:translate-x-full"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 pr-2 pl-4">
          <span className="flex items-center gap-2.5 text-lg font-bold tracking-tight">
            <LogoMark className="size-8" />
            Portfolio Maker
          </span>
          <button
            ref={closeButtonRef}
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        {items ? (
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === paths.home}
                    onClick={onClose}
                    className={itemClassName}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li className="pt-4">
                {signedIn ? (
                  <Button disabled={loggingOut} onClick={onLogOut} className="w-full">
                    Log Out
                  </Button>
                ) : (
                  <NavLink
                    to={loginNavItem.to}
                    onClick={onClose}
                    className={buttonClassName('primary', 'w-full')}
                  >
                    {loginNavItem.label}
                  </NavLink>
                )}
              </li>
            </ul>
          </nav>
        ) : null}
      </div>
    </dialog>
  );
}
