import { z } from 'zod';
import {
  adminContactRowSchema,
  adminListQuerySchema,
  adminNotificationRowSchema,
  adminPageSchema,
  adminRefundRowSchema,
  adminTemplateRowSchema,
  adminUserRowSchema,
} from './admin.ts';
import { type EndpointName, endpointOf } from './api.ts';
import {
  codeSentSchema,
  deleteAccountSchema,
  loginSchema,
  passwordLoginSchema,
  registerOtpSchema,
  registerUserSchema,
  userSchema,
  verifyOtpSchema,
} from './auth.ts';
import { contactMessageSchema } from './contact.ts';
import { addDomainSchema, customDomainSchema, domainOfPortfolioSchema } from './domains.ts';
import { hostingNameSuggestionQuerySchema, hostingNameSuggestionSchema } from './hosting-name-suggestion.ts';
import { githubImportQuerySchema, importResultSchema } from './imports.ts';
import { notificationEmailSchema, templateMessageSchema } from './notifications.ts';
import {
  abuseReportSchema,
  adminAuditRowSchema,
  adminMetricsQuerySchema,
  adminMetricsSchema,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  adminPortfolioRowSchema,
  adminPortfoliosQuerySchema,
  adminReportRowSchema,
  adminReportsQuerySchema,
  paymentsFilterSchema,
  resolveReportSchema,
  takedownSchema,
} from './operator.ts';
import {
  createdOrderSchema,
  createOrderSchema,
  liveUrlSchema,
  priceInfoSchema,
  sandboxPaySchema,
  signedPaymentSchema,
  verifyPaymentSchema,
} from './payment.ts';
import {
  deletePortfolioSchema,
  hostingNameCheckSchema,
  portfolioDetailSchema,
  portfolioRefSchema,
  portfolioVersionDetailSchema,
  portfolioVersionSchema,
  versionRefSchema,
} from './portfolio.ts';
import { uploadedImageSchema } from './project-images.ts';
import {
  inboxPageSchema,
  inboxQuerySchema,
  markReadSchema,
  messageIdSchema,
  siteOptionsSchema,
} from './site-messages.ts';
import { siteStatsQuerySchema, siteStatsSchema } from './stats.ts';

/** Who may call an endpoint: anyone, a signed-in user, or an administrator (403 for others). */
export type Access = 'public' | 'user' | 'admin';

/**
 * What an endpoint takes and gives. `body`, `query` and `params` are validated where the request
 * arrives (400 with the first issue's message); `data` is the schema of the answer envelope's
 * `data`, absent when the answer carries a message only; `file` names the media type of an answer
 * that is a file to save instead of the envelope; `multipart` marks the portfolio form and the image upload.
 */
export type ApiRouteSpec = {
  summary: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  multipart?: true;
  data?: z.ZodType;
  status?: 200 | 201;
  file?: string;
};

const user = 'user' as const;
const admin = 'admin' as const;
const open = 'public' as const;

const adminList = <R extends z.ZodType>(what: string, row: R) => ({
  summary: `${what}, newest first, one page`,
  access: admin,
  query: adminListQuerySchema,
  data: adminPageSchema(row),
});

const portfolioForm = (summary: string, status: 200 | 201) => ({
  summary,
  access: user,
  multipart: true as const,
  data: portfolioDetailSchema,
  status,
});

/**
 * The route table: every endpoint of apiEndpoints with its contract, declared once. The server
 * registers its handlers against it (a route it does not hold cannot be registered), the OpenAPI
 * document is made from it, and the web client's calls are typed by it.
 */
export const apiRoutes = {
  // Accounts and sessions (docs/spec.md §7 user and auth calls)
  registerOtp: {
    summary: 'Mails a registration code',
    access: open,
    body: registerOtpSchema,
    data: codeSentSchema,
  },
  registerUser: {
    summary: 'Creates the account with its code and signs in',
    access: open,
    body: registerUserSchema,
    data: userSchema,
    status: 201,
  },
  login: { summary: 'Mails a sign-in code', access: open, body: loginSchema, data: codeSentSchema },
  verifyOtp: {
    summary: 'Signs in with the mailed code',
    access: open,
    body: verifyOtpSchema,
    data: userSchema,
  },
  loginWithPassword: {
    summary: 'Signs in with the password chosen at registration',
    access: open,
    body: passwordLoginSchema,
    data: userSchema,
  },
  userInformation: { summary: 'The signed-in user', access: user, data: userSchema },
  refresh: { summary: 'Renews the session with the refresh cookie (rotating it)', access: open },
  logout: { summary: 'Ends the session', access: open },
  accountExport: {
    summary:
      'Everything held about the user as one JSON file: account, portfolios with history, orders, messages',
    access: user,
    file: 'application/json',
  },
  accountDeletionCode: {
    summary: 'Mails the code that confirms deleting the account',
    access: user,
    data: codeSentSchema,
  },
  accountDelete: {
    summary: 'Deletes the account and everything in it, with the mailed code',
    access: user,
    body: deleteAccountSchema,
  },

  // Forms anyone can send
  contactMessage: {
    summary: 'Stores a message from the About us form',
    access: open,
    body: contactMessageSchema,
    status: 201,
  },
  notificationEmail: {
    summary: 'Signs an address up for launch news',
    access: open,
    body: notificationEmailSchema,
  },
  sendTemplate: {
    summary: 'Asks for the template by e-mail',
    access: user,
    body: templateMessageSchema,
    status: 201,
  },
  abuseReport: {
    summary: 'Reports a published site to our administrators',
    access: open,
    body: abuseReportSchema,
    status: 201,
  },

  // Portfolios
  createPortfolio: portfolioForm('Creates a portfolio (awaiting payment)', 201),
  updatePortfolio: portfolioForm('Saves a portfolio; a live one is published again', 200),
  usersPortfolios: { summary: "The user's portfolios", access: user, data: z.array(portfolioDetailSchema) },
  hostingNameAvailability: {
    summary: 'Whether a new portfolio can take this hosting name',
    access: user,
    params: z.object({ name: z.string() }),
    data: hostingNameCheckSchema,
  },
  uploadImage: {
    summary: 'Stores an image for a project or a section item (field `image`), in every size; answers its id',
    access: user,
    multipart: true,
    data: uploadedImageSchema,
    status: 201,
  },
  importLinkedIn: {
    summary: "The form's values from a LinkedIn data export (the ZIP, field `file`); nothing is saved",
    access: user,
    multipart: true,
    data: importResultSchema,
  },
  importResume: {
    summary: "The form's values from a résumé (PDF or DOCX, field `file`); nothing is saved",
    access: user,
    multipart: true,
    data: importResultSchema,
  },
  importGithub: {
    summary: "The form's values from a GitHub user's public profile and repositories; nothing is saved",
    access: user,
    query: githubImportQuerySchema,
    data: importResultSchema,
  },
  hostingNameSuggestion: {
    summary: 'A free hosting name made from a full name (the next free variant of it), with its address',
    access: user,
    query: hostingNameSuggestionQuerySchema,
    data: hostingNameSuggestionSchema,
  },
  portfolioVersions: {
    summary: "A portfolio's history: its saved versions, newest first, each with what it changed",
    access: user,
    query: portfolioRefSchema,
    data: z.array(portfolioVersionSchema),
  },
  portfolioVersion: {
    summary: 'One saved version whole, to preview it',
    access: user,
    query: versionRefSchema,
    data: portfolioVersionDetailSchema,
  },
  restoreVersion: {
    summary: 'Makes a saved version current again (itself a new version); a live site is published again',
    access: user,
    body: versionRefSchema,
    data: portfolioDetailSchema,
  },
  takeOffline: {
    summary: 'Takes a live site offline (paid for: back online needs no payment)',
    access: user,
    body: portfolioRefSchema,
    data: portfolioDetailSchema,
  },
  bringOnline: {
    summary: 'Puts a site taken offline back online',
    access: user,
    body: portfolioRefSchema,
    data: portfolioDetailSchema,
  },
  deletePortfolio: {
    summary:
      'Deletes a portfolio, its site, files and history (a paid one needs its hosting name typed again)',
    access: user,
    body: deletePortfolioSchema,
  },
  jsonResume: {
    summary: 'A portfolio as a JSON Resume (v1.0.0) document to download',
    access: user,
    query: portfolioRefSchema,
    file: 'application/json',
  },

  // A live site: its domain, visits, inbox and options
  customDomain: {
    summary: 'Adds a domain to a live portfolio (replacing its last)',
    access: user,
    body: addDomainSchema,
    data: customDomainSchema,
  },
  verifyCustomDomain: {
    summary: 'Looks the records up and connects the domain when they are right',
    access: user,
    body: domainOfPortfolioSchema,
    data: customDomainSchema,
  },
  removeCustomDomain: { summary: 'Removes the domain', access: user, body: domainOfPortfolioSchema },
  tlsAsk: {
    summary: 'For the TLS proxy: 200 when this name may have a certificate, else 404',
    access: open,
    // Any value is answered (404 unless it names a live site), never refused as bad input.
    query: z.object({ domain: z.unknown().optional() }),
  },
  siteStats: {
    summary: "Daily views and visitors of one of the user's sites over 30 or 90 days, with top referrers",
    access: user,
    query: siteStatsQuerySchema,
    data: siteStatsSchema,
  },
  siteMessages: {
    summary: "Messages sent through one of the user's sites, newest first, paged",
    access: user,
    query: inboxQuerySchema,
    data: inboxPageSchema,
  },
  siteMessageRead: { summary: 'Marks a message read or unread', access: user, body: markReadSchema },
  siteMessageDelete: { summary: 'Deletes a message for good', access: user, body: messageIdSchema },
  siteOptions: {
    summary: "Turns a site's contact form or its CV link on or off (a live site is published again)",
    access: user,
    body: siteOptionsSchema,
  },

  // Payments
  price: { summary: 'The price every screen shows', access: open, data: priceInfoSchema },
  createOrder: {
    summary: "The portfolio's open order, or a new one for the current price",
    access: user,
    body: createOrderSchema,
    data: createdOrderSchema,
    status: 201,
  },
  verifyPayment: {
    summary: 'Checks a signed payment and publishes the site (409 when it is owed back)',
    access: user,
    body: verifyPaymentSchema,
    data: liveUrlSchema,
  },
  sandboxPay: {
    summary: "The sandbox checkout's pay or fail, signed as Razorpay's Checkout signs",
    access: user,
    body: sandboxPaySchema,
    data: signedPaymentSchema,
  },
  paymentWebhook: {
    summary: "Razorpay's signed payment events (X-Razorpay-Signature over the raw body)",
    access: open,
  },

  // The operator's console (administrators only)
  adminUserList: adminList('Accounts', adminUserRowSchema),
  adminContactMessages: adminList('Contact messages', adminContactRowSchema),
  adminTemplateMessages: adminList('Template requests', adminTemplateRowSchema),
  adminNotificationEmails: adminList('Launch news sign-ups', adminNotificationRowSchema),
  adminRefunds: adminList('Payments owed back', adminRefundRowSchema),
  adminAuditLog: adminList('Every administrator action', adminAuditRowSchema),
  adminPortfolios: {
    summary: 'Portfolios newest first, searched by hosting name or owner e-mail, filtered by status',
    access: admin,
    query: adminPortfoliosQuerySchema,
    data: adminPageSchema(adminPortfolioRowSchema),
  },
  adminTakedown: {
    summary: 'Takes a site off the web with a reason, mailed to its owner',
    access: admin,
    body: takedownSchema,
  },
  adminRestore: { summary: 'Puts a taken-down site back online', access: admin, body: takedownSchema },
  adminReports: {
    summary: "Visitors' reports of sites, newest first, with each site's status",
    access: admin,
    query: adminReportsQuerySchema,
    data: adminPageSchema(adminReportRowSchema),
  },
  adminResolveReport: {
    summary: 'Resolves a report: takes its site down, or dismisses it',
    access: admin,
    body: resolveReportSchema,
  },
  adminPayments: {
    summary: 'Every order newest first with its payer, filtered by period and status, with totals',
    access: admin,
    query: adminPaymentsQuerySchema,
    data: adminPaymentsPageSchema,
  },
  adminPaymentsCsv: {
    summary: 'The payments of the filter as a CSV file',
    access: admin,
    query: paymentsFilterSchema,
    file: 'text/csv',
  },
  adminMetrics: {
    summary: 'Sign-ups, portfolios created, sites gone live and revenue per day (30 or 90 days)',
    access: admin,
    query: adminMetricsQuerySchema,
    data: adminMetricsSchema,
  },
} as const satisfies { [K in EndpointName]: ApiRouteSpec };

export type ApiRoutes = typeof apiRoutes;

type Piece = 'body' | 'query' | 'params' | 'data';
type Part<K extends EndpointName, P extends Piece> = ApiRoutes[K] extends {
  [Q in P]: infer S extends z.ZodType;
}
  ? S
  : undefined;

type In<K extends EndpointName, P extends Piece> =
  Part<K, P> extends z.ZodType ? z.input<Part<K, P>> : undefined;
type Out<K extends EndpointName, P extends Piece> =
  Part<K, P> extends z.ZodType ? z.output<Part<K, P>> : undefined;

/** What a caller sends: the input side of each schema (before defaults and trimming). */
export type BodyIn<K extends EndpointName> = In<K, 'body'>;
export type QueryIn<K extends EndpointName> = In<K, 'query'>;
export type ParamsIn<K extends EndpointName> = In<K, 'params'>;
/** What a handler receives: the output side, after validation. */
export type BodyOf<K extends EndpointName> = Out<K, 'body'>;
export type QueryOf<K extends EndpointName> = Out<K, 'query'>;
export type ParamsOf<K extends EndpointName> = Out<K, 'params'>;
/** The `data` of the answer's envelope. */
export type DataOf<K extends EndpointName> = Out<K, 'data'>;

/** An endpoint whole: its method and path (from apiEndpoints) and its contract. */
export function apiRoute<K extends EndpointName>(name: K) {
  const { method, path } = endpointOf(name);
  return {
    name,
    method: method as 'GET' | 'POST',
    path: path as string,
    ...(apiRoutes[name] as ApiRouteSpec),
  };
}

export type ApiRoute = ReturnType<typeof apiRoute>;
