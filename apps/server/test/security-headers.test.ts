import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUser } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** A stand-in for the web build: the server only needs an index.html to serve the app. */
function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  return dir;
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:9',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'secret',
};

describe('security headers on the app and the API', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('lets the page run only its own scripts, never be framed, and never be sniffed', async () => {
    t = await createTestApp('sqlite', { WEB_DIST_DIR: webBuild() });
    const page = await t.app.inject({ method: 'GET', url: '/templates' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self'");
    expect(csp['frame-ancestors']).toBe("'none'");
    expect(csp['object-src']).toBe("'none'");
    expect(csp['default-src']).toBe("'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain HTTP on a developer's machine: no HSTS, which would pin localhost to HTTPS.
    expect(page.headers['strict-transport-security']).toBeUndefined();

    const api = await t.app.inject({ method: 'GET', url: '/api/v1/payment/price' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(api.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
  });

  it('allows Razorpay Checkout only when that provider is on, and pins HTTPS in production', async () => {
    t = await createTestApp('sqlite', { ...production, WEB_DIST_DIR: webBuild() });
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toBe("'self' https://api.razorpay.com https://checkout.razorpay.com");
    expect(csp['frame-src']).toContain('https://api.razorpay.com');
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps a published site on its own stricter policy, with no script source at all', async () => {
    t = await createTestApp('sqlite', { SEED_DEMO: 'true' });
    await registerUser(t.app);
    const site = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'demo.localhost:3000' } });
    expect(site.statusCode).toBe(200);
    const csp = directives(site.headers['content-security-policy']);
    expect(csp['default-src']).toBe("'none'");
    expect(csp['script-src']).toBeUndefined();
    expect(site.headers['x-content-type-options']).toBe('nosniff');
  });
});
