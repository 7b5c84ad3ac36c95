import { z } from 'zod';

export const API_PREFIX = '/api/v1';

/**
 * Every endpoint of the API as 'METHOD path', named once: the route table (api-routes.ts) gives each
 * its schemas, the server registers it, the web client calls it by name. A `:name` segment is a
 * path parameter. Kept apart from the schemas so that a page's script carries only these strings.
 */
export const apiEndpoints = {
  refresh: 'GET /api/v1/auth/refresh',
  userInformation: 'GET /api/v1/user/userInformation',
  logout: 'POST /api/v1/user/logout',
  login: 'POST /api/v1/user/login',
  verifyOtp: 'POST /api/v1/user/verifyOtp',
  /** Not in the spec: signing in with the password chosen at registration. */
  loginWithPassword: 'POST /api/v1/user/loginpassword',
  registerOtp: 'POST /api/v1/user/registerotp',
  /** Not in the spec: 'My account': everything held about the user, and deleting the account. */
  accountExport: 'GET /api/v1/user/account/export',
  accountDeletionCode: 'POST /api/v1/user/account/deletecode',
  accountDelete: 'POST /api/v1/user/account/delete',
  registerUser: 'POST /api/v1/user/registeruser',
  notificationEmail: 'POST /api/v1/notification/notificationEmail',
  sendTemplate: 'POST /api/v1/notification/sendtemplate',
  contactMessage: 'POST /api/v1/notification/contactmessage',
  usersPortfolios: 'GET /api/v1/userData/getusersportfoliodata',
  createPortfolio: 'POST /api/v1/userData/portfolioData',
  updatePortfolio: 'POST /api/v1/userData/updateportfoliodata',
  /** Not in the spec: an image for a project (issue 26), uploaded before the portfolio is saved. */
  uploadImage: 'POST /api/v1/userData/images',
  /** Not in the spec: the form's values from a LinkedIn export, a résumé file or GitHub (issue 28). */
  importLinkedIn: 'POST /api/v1/userData/import/linkedin',
  importResume: 'POST /api/v1/userData/import/resume',
  importGithub: 'GET /api/v1/userData/import/github',
  /** Not in the spec: a portfolio's history (its saved versions), one version, and restoring it. */
  portfolioVersions: 'GET /api/v1/userData/versions',
  portfolioVersion: 'GET /api/v1/userData/version',
  restoreVersion: 'POST /api/v1/userData/versions/restore',
  /** Not in the spec: a paid site taken offline and back, and deleting a portfolio. */
  takeOffline: 'POST /api/v1/userData/portfolio/offline',
  bringOnline: 'POST /api/v1/userData/portfolio/online',
  deletePortfolio: 'POST /api/v1/userData/portfolio/delete',
  /** Not in the spec: a portfolio as a JSON Resume document (a download). */
  jsonResume: 'GET /api/v1/userData/jsonresume',
  /** Not in the spec: availability of a hosting name while typing (docs/design.md deviation 7). */
  hostingNameAvailability: 'GET /api/v1/userData/hostingname/:name',
  /** Not in the spec: a free hosting name made from the full name (`?name=`), with its site's address. */
  hostingNameSuggestion: 'GET /api/v1/userData/hostingname-suggestion',
  /** Not in the spec: a live portfolio's custom domain (add, verify, remove). */
  customDomain: 'POST /api/v1/userData/customdomain',
  verifyCustomDomain: 'POST /api/v1/userData/customdomain/verify',
  removeCustomDomain: 'POST /api/v1/userData/customdomain/remove',
  /** Not in the spec: a live site's visits (views, visitors, referrers per day). */
  siteStats: 'GET /api/v1/userData/stats',
  /** Not in the spec: the inbox of messages sent through the owner's sites' contact forms. */
  siteMessages: 'GET /api/v1/userData/sitemessages',
  siteMessageRead: 'POST /api/v1/userData/sitemessages/read',
  siteMessageDelete: 'POST /api/v1/userData/sitemessages/delete',
  /** Not in the spec: what a live site offers beyond its content (its contact form). */
  siteOptions: 'POST /api/v1/userData/siteoptions',
  /** Not in the spec: the front proxy (Caddy) asks here whether a name may get a certificate. */
  tlsAsk: 'GET /api/v1/tls/ask',
  createOrder: 'POST /api/v1/payment/createorder',
  verifyPayment: 'POST /api/v1/payment/verifyPayment',
  /** Not in the spec: the sandbox checkout's pay/fail result (PAYMENT_PROVIDER=sandbox only). */
  sandboxPay: 'POST /api/v1/payment/sandbox/pay',
  /** Not in the spec: Razorpay's server-to-server notification of a payment. */
  paymentWebhook: 'POST /api/v1/payment/webhook',
  /** Not in the spec: the one price every screen shows, from the server's PRICE_PAISE (deviation 8). */
  price: 'GET /api/v1/payment/price',
  adminUserList: 'GET /api/v1/admin/userlist',
  adminContactMessages: 'GET /api/v1/admin/contactmessages',
  adminTemplateMessages: 'GET /api/v1/admin/templatesmessage',
  adminNotificationEmails: 'GET /api/v1/admin/getnotificationemail',
  /** Not in the spec: payments that arrived for an already-live portfolio and are owed back. */
  adminRefunds: 'GET /api/v1/admin/refunds',
  /** Not in the spec: the operator's console (portfolios, takedowns, reports, payments, metrics, audit). */
  adminPortfolios: 'GET /api/v1/admin/portfolios',
  adminTakedown: 'POST /api/v1/admin/portfolios/takedown',
  adminRestore: 'POST /api/v1/admin/portfolios/restore',
  adminReports: 'GET /api/v1/admin/reports',
  adminResolveReport: 'POST /api/v1/admin/reports/resolve',
  adminPayments: 'GET /api/v1/admin/payments',
  adminPaymentsCsv: 'GET /api/v1/admin/payments/csv',
  adminMetrics: 'GET /api/v1/admin/metrics',
  adminAuditLog: 'GET /api/v1/admin/auditlog',
  /** Not in the spec: a visitor's report of a published site ('Report this site' in its footer). */
  abuseReport: 'POST /api/v1/reports',
} as const;

export type EndpointName = keyof typeof apiEndpoints;
type PathOf<E> = E extends `${string} ${infer P}` ? P : never;
export type MethodOf<K extends EndpointName> = (typeof apiEndpoints)[K] extends `${infer M} ${string}`
  ? M
  : never;

/** Each endpoint's path, for the calls and tests that build a URL. */
// Pure: a page that calls endpoints by name leaves this map out of its script.
export const apiPaths = /* @__PURE__ */ Object.fromEntries(
  Object.entries(apiEndpoints).map(([name, endpoint]) => [name, endpoint.slice(endpoint.indexOf(' ') + 1)]),
) as { [K in EndpointName]: PathOf<(typeof apiEndpoints)[K]> };

/** An endpoint's method and path, split. */
export function endpointOf<K extends EndpointName>(
  name: K,
): { method: MethodOf<K>; path: (typeof apiPaths)[K] } {
  const [method, path] = apiEndpoints[name].split(' ');
  return { method: method as MethodOf<K>, path: path as (typeof apiPaths)[K] };
}

/** A path with its `:name` parameters filled in, each encoded. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** The envelope of every API answer (docs/design.md "API conventions"), with `data` of this schema. */
export function envelopeSchema(data?: z.ZodType) {
  return z.object({ success: z.boolean(), message: z.string().optional(), ...(data && { data }) });
}

export type ApiResponse<T = undefined> = {
  success: boolean;
  message?: string;
  data?: T;
};
