import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../config.ts';

/** Razorpay's Checkout loads its script and opens its frames from these origins. */
const RAZORPAY_ORIGINS = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

function originOf(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

/**
 * Headers on every answer of the app and the API, the same for every request, so they are built
 * once: scripts from this origin only (and Razorpay's Checkout when that provider is on), no framing
 * of the app, no MIME sniffing, a referrer that leaves the path behind, and HSTS in production.
 * Styles may be inline: the toaster injects a stylesheet, and the editor's preview (a script-free
 * `srcdoc` frame, which inherits this policy) is the published page with its inline stylesheet.
 * Published sites replace the policy with their own, stricter one (no scripts at all). These are
 * the headers helmet would set with these options; helmet itself rebuilt them on every request.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const production = config.env === 'production';
  const razorpay =
    config.payments.provider === 'razorpay'
      ? [...new Set([...RAZORPAY_ORIGINS, ...originOf(config.payments.razorpay.checkoutUrl)])]
      : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...razorpay]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...razorpay]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...razorpay]],
    ['frame-src', ["'self'", ...razorpay]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(production ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ];
  return {
    'content-security-policy': directives.map(([name, values]) => [name, ...values].join(' ')).join(';'),
    // Razorpay's bank pages (3-D Secure) open in pop-ups that must be able to report back.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(production && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** onRequest hook setting the headers above; a callback hook, so it costs next to nothing. */
export function sendSecurityHeaders(config: Config) {
  const headers = securityHeaders(config);
  return (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(headers);
    done();
  };
}
