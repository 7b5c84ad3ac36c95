/**
 * The way to the login page and back. A page that needs an account sends the visitor to
 * `/login?next=<where they were>&reason=<why>`; after signing in (or registering) they return to
 * `next`. Only a path of this site is ever followed: never an open redirect.
 */

import { paths } from '../config/paths.ts';

/** Why a page sent the visitor to sign in; the login and register pages say so. */
export type SignInReason = 'signed-out' | 'template-request';

const REASONS: readonly SignInReason[] = ['signed-out', 'template-request'];

/** A made-up origin to resolve paths against: a path that leaves it is not one of ours. */
const SITE = 'https://portfolio-maker.invalid';

/** The login and register pages themselves: returning to them after signing in would be a loop. */
const SIGN_IN_PAGES = new Set([paths.login, paths.register].map((path) => path.toLowerCase()));

/** Whether `pathname` opens the login or register page (paths match case-insensitively, `/` or not). */
const isSignInPage = (pathname: string) => SIGN_IN_PAGES.has(pathname.replace(/\/$/, '').toLowerCase());

/** `raw` as a path of this site (path, query and fragment), or undefined when it is anything else. */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE || isSignInPage(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login (or register) page that brings the visitor back to `returnTo`, saying why if told. */
export function signInPath(returnTo: string, reason?: SignInReason, page: string = paths.login): string {
  const params = new URLSearchParams();
  const next = safeReturnPath(returnTo);
  if (next) params.set('next', next);
  if (reason) params.set('reason', reason);
  const search = params.toString();
  return search ? `${page}?${search}` : page;
}

/** What the login and register pages read from their address. */
export function readSignInRedirect(params: URLSearchParams): { next?: string; reason?: SignInReason } {
  const reason = REASONS.find((known) => known === params.get('reason'));
  return { next: safeReturnPath(params.get('next')), reason };
}

/** The line above the login or register form that says why the visitor is there. */
export function signInNotice(
  { next, reason }: { next?: string; reason?: SignInReason },
  page: 'login' | 'register',
): string | undefined {
  const act = page === 'login' ? 'Sign in' : 'Create your account';
  if (reason === 'template-request') return `${act} to send your template request; your text is kept.`;
  // The session ended, or the user logged out, on a page that needs one: an account exists.
  if (reason === 'signed-out') {
    return 'You are signed out. Sign in again to go back to where you were; what you typed is kept.';
  }
  return next ? `${act} to continue; you will come back to the page you asked for.` : undefined;
}
