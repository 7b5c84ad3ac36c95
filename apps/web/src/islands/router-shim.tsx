import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { carryToasts } from '../lib/toast.ts';

/**
 * What the islands' components use of react-router, for a page that is a document of its own
 * (decision 59): there is no router on such a page, so a link is a plain link (the browser loads the
 * next page, the app's code only for an app route) and navigating is loading that address. The
 * islands build resolves `react-router` here (vite.islands.config.ts); the app keeps the real one.
 */

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode };

export function Link({ to, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}

type NavLinkProps = LinkProps & { end?: boolean };

/** Marks the link to the page being shown, as React Router's NavLink does (`aria-current="page"`). */
export function NavLink({ to, end = false, ...rest }: NavLinkProps) {
  const here = window.location.pathname.toLowerCase();
  const target = to.toLowerCase();
  const current = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return <a href={to} aria-current={current ? 'page' : undefined} {...rest} />;
}

/**
 * This document's address. The state is what the app gave this entry of the history (React Router
 * keeps it in `usr`), kept by a reload.
 */
export function useLocation() {
  const { pathname, search, hash } = window.location;
  const state: unknown = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  return { pathname, search, hash, state };
}

/** Goes to an address by loading it: what a page outside the app does when one of its islands moves on. */
export function useNavigate() {
  return (to: string) => {
    carryToasts();
    window.location.assign(to);
  };
}
