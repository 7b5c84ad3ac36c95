import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.ts';

/** Razorpay's Checkout loads its script and opens its frames from these origins. */
const RAZORPAY_ORIGINS = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

function originOf(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

/**
 * Headers on every answer of the app and the API: scripts from this origin only (and Razorpay's
 * Checkout when that provider is on), no framing of the app, no MIME sniffing, a referrer that
 * leaves the path behind, and HSTS in production. Styles may be inline: the toaster injects a
 * stylesheet, and the editor's preview (a script-free `srcdoc` frame, which inherits this policy)
 * is the published page with its inline stylesheet. Published sites replace the policy with their
 * own, stricter one (no scripts at all).
 */
export function securityHeaders(config: Config): FastifyHelmetOptions {
  const production = config.env === 'production';
  const razorpay =
    config.payments.provider === 'razorpay'
      ? [...new Set([...RAZORPAY_ORIGINS, ...originOf(config.payments.razorpay.checkoutUrl)])]
      : [];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpay],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...razorpay],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...razorpay],
        frameSrc: ["'self'", ...razorpay],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production && { upgradeInsecureRequests: [] }),
      },
    },
    // Razorpay's bank pages (3-D Secure) open in pop-ups that must be able to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Covers are shown by the editor's preview, a sandboxed frame whose origin is opaque.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  };
}
