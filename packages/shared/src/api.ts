import { z } from 'zod';

/** Every HTTP path the browser calls, as docs/spec.md §7 spells them. */
export const API_PREFIX = '/api/v1';

export const apiPaths = {
  refresh: '/api/v1/auth/refresh',
  userInformation: '/api/v1/user/userInformation',
  logout: '/api/v1/user/logout',
  login: '/api/v1/user/login',
  verifyOtp: '/api/v1/user/verifyOtp',
  /** Not in the spec: signing in with the password chosen at registration. */
  loginWithPassword: '/api/v1/user/loginpassword',
  registerOtp: '/api/v1/user/registerotp',
  /** Not in the spec: 'My account': everything held about the user, and deleting the account. */
  accountExport: '/api/v1/user/account/export',
  accountDeletionCode: '/api/v1/user/account/deletecode',
  accountDelete: '/api/v1/user/account/delete',
  registerUser: '/api/v1/user/registeruser',
  notificationEmail: '/api/v1/notification/notificationEmail',
  sendTemplate: '/api/v1/notification/sendtemplate',
  contactMessage: '/api/v1/notification/contactmessage',
  usersPortfolios: '/api/v1/userData/getusersportfoliodata',
  createPortfolio: '/api/v1/userData/portfolioData',
  updatePortfolio: '/api/v1/userData/updateportfoliodata',
  /** Not in the spec: a portfolio's history (its saved versions), one version, and restoring it. */
  portfolioVersions: '/api/v1/userData/versions',
  portfolioVersion: '/api/v1/userData/version',
  restoreVersion: '/api/v1/userData/versions/restore',
  /** Not in the spec: a paid site taken offline and back, and deleting a portfolio. */
  takeOffline: '/api/v1/userData/portfolio/offline',
  bringOnline: '/api/v1/userData/portfolio/online',
  deletePortfolio: '/api/v1/userData/portfolio/delete',
  /** Not in the spec: a portfolio as a JSON Resume document (a download). */
  jsonResume: '/api/v1/userData/jsonresume',
  /** Not in the spec: availability of a hosting name while typing (docs/design.md deviation 7). */
  hostingNameAvailability: '/api/v1/userData/hostingname',
  /** Not in the spec: a live portfolio's custom domain (add, verify, remove). */
  customDomain: '/api/v1/userData/customdomain',
  verifyCustomDomain: '/api/v1/userData/customdomain/verify',
  removeCustomDomain: '/api/v1/userData/customdomain/remove',
  /** Not in the spec: a live site's visits (views, visitors, referrers per day). */
  siteStats: '/api/v1/userData/stats',
  /** Not in the spec: the inbox of messages sent through the owner's sites' contact forms. */
  siteMessages: '/api/v1/userData/sitemessages',
  siteMessageRead: '/api/v1/userData/sitemessages/read',
  siteMessageDelete: '/api/v1/userData/sitemessages/delete',
  /** Not in the spec: what a live site offers beyond its content (its contact form). */
  siteOptions: '/api/v1/userData/siteoptions',
  /** Not in the spec: the front proxy (Caddy) asks here whether a name may get a certificate. */
  tlsAsk: '/api/v1/tls/ask',
  createOrder: '/api/v1/payment/createorder',
  verifyPayment: '/api/v1/payment/verifyPayment',
  /** Not in the spec: the sandbox checkout's pay/fail result (PAYMENT_PROVIDER=sandbox only). */
  sandboxPay: '/api/v1/payment/sandbox/pay',
  /** Not in the spec: Razorpay's server-to-server notification of a payment. */
  paymentWebhook: '/api/v1/payment/webhook',
  /** Not in the spec: the one price every screen shows, from the server's PRICE_PAISE (deviation 8). */
  price: '/api/v1/payment/price',
  adminUserList: '/api/v1/admin/userlist',
  adminContactMessages: '/api/v1/admin/contactmessages',
  adminTemplateMessages: '/api/v1/admin/templatesmessage',
  adminNotificationEmails: '/api/v1/admin/getnotificationemail',
  /** Not in the spec: payments that arrived for an already-live portfolio and are owed back. */
  adminRefunds: '/api/v1/admin/refunds',
  /** Not in the spec: the operator's console (portfolios, takedowns, reports, payments, metrics, audit). */
  adminPortfolios: '/api/v1/admin/portfolios',
  adminTakedown: '/api/v1/admin/portfolios/takedown',
  adminRestore: '/api/v1/admin/portfolios/restore',
  adminReports: '/api/v1/admin/reports',
  adminResolveReport: '/api/v1/admin/reports/resolve',
  adminPayments: '/api/v1/admin/payments',
  adminPaymentsCsv: '/api/v1/admin/payments/csv',
  adminMetrics: '/api/v1/admin/metrics',
  adminAuditLog: '/api/v1/admin/auditlog',
  /** Not in the spec: a visitor's report of a published site ('Report this site' in its footer). */
  abuseReport: '/api/v1/reports',
} as const;

/** The envelope of every API answer (docs/design.md "API conventions"), with `data` of this schema. */
export function envelopeSchema(data?: z.ZodType) {
  return z.object({ success: z.boolean(), message: z.string().optional(), ...(data && { data }) });
}

export type ApiResponse<T = undefined> = {
  success: boolean;
  message?: string;
  data?: T;
};
