/** A value as one part of an address: a slash, `?` or `#` in it stays inside that part. */
const part = (value: string | number) => encodeURIComponent(String(value));

/**
 * The address of every page of docs/spec.md §2: links and navigation write these, never a literal.
 * app/router.tsx declares the patterns they match (paths.test.ts checks each reaches its page);
 * a sign-in address with where to come back to is built by lib/sign-in-redirect.ts from `login`.
 */
export const paths = {
  home: '/',
  templates: '/templates',
  login: '/login',
  register: '/register',
  /** The create form of a template (1, 2 or 3). */
  portfolio: (templateId: string | number) => `/portfolio/${part(templateId)}`,
  /** The update form of a portfolio, which also travels as navigation state. */
  update: (portfolioId: string) => `/UpdateTemplateData?id=${part(portfolioId)}`,
  history: (portfolioId: string) => `/history/${part(portfolioId)}`,
  account: '/account',
  faq: '/FAQ',
  blog: '/blog',
  aboutUs: '/aboutus',
  termsAndConditions: '/termsandconditions',
  privacyPolicy: '/privacypolicy',
  refundPolicy: '/refundpolicy',
  usersList: '/userslist',
  messages: '/messages',
  console: '/console',
  /** The abuse report form about a site, by its hosting name. */
  report: (site: string) => `/report?site=${part(site)}`,
  stats: (portfolioId: string) => `/stats/${part(portfolioId)}`,
  inbox: '/inbox',
  /** The inbox showing one site's messages only. */
  siteInbox: (portfolioId: string) => `/inbox?site=${part(portfolioId)}`,
  /** A signed-in owner's portfolios: their sites, to open, share and manage. */
  yourPortfolios: '/portfolios',
} as const;

/**
 * The navigation state of /templates after a payment or a save (the spec's navigation, docs/spec.md §4):
 * the page opens at that portfolio's card.
 */
export type SavedSiteState = { saved: string };

/** The hosting name a page was told was just saved, if its navigation state says one. */
export function savedSiteOf(state: unknown): string | undefined {
  const saved = (state as Partial<SavedSiteState> | null)?.saved;
  return typeof saved === 'string' ? saved : undefined;
}

/**
 * Pages that docs/spec.md §2 says are also linked with another spelling: the footer's /aboutUs, the
 * home page's /privacyPolicy and /refundPolicy. Paths match case-insensitively: the same pages.
 */
export const specLinkPaths = {
  aboutUs: '/aboutUs',
  privacyPolicy: '/privacyPolicy',
  refundPolicy: '/refundPolicy',
} as const;
