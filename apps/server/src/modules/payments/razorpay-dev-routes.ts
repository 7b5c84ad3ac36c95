import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';
import { hmac } from '../../lib/crypto.ts';

type Keys = { keyId: string; keySecret: string };

/**
 * A local stand-in for Razorpay, for development and the end-to-end journeys without a network:
 * its Orders API (point RAZORPAY_API_BASE at /dev/razorpay/v1) and Checkout.js (point
 * RAZORPAY_CHECKOUT_URL at /dev/razorpay/checkout.js), whose "Pay" asks this stand-in to sign the
 * payment as Razorpay's servers would. Never registered in production.
 */
export async function razorpayDevRoutes(app: FastifyInstance, { keyId, keySecret }: Keys): Promise<void> {
  app.addHook('onRequest', loopbackOnly);
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const id = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString('hex')}`;

  app.post<{ Body: { amount?: number; currency?: string } }>(
    '/dev/razorpay/v1/orders',
    async (request, reply) => {
      if (request.headers.authorization !== expectedAuth) {
        return reply
          .status(401)
          .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      const { amount, currency } = request.body ?? {};
      return { id: id('order_dev'), entity: 'order', amount, currency, status: 'created' };
    },
  );

  app.post<{ Body: { order_id?: unknown } }>('/dev/razorpay/pay', async (request) => {
    const orderId = request.body?.order_id;
    if (typeof orderId !== 'string' || !orderId) throw new AppError(400, 'order_id is required');
    const paymentId = id('pay_dev');
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmac(keySecret, `${orderId}|${paymentId}`),
    };
  });

  app.get('/dev/razorpay/checkout.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(CHECKOUT_JS),
  );
}

// The subset of Checkout.js the app uses: new Razorpay(options).open(), options.handler and
// options.modal.ondismiss, shown as an accessible modal dialog.
const CHECKOUT_JS = `(function () {
  function text(tag, value) { var el = document.createElement(tag); el.textContent = value; return el; }
  function Razorpay(options) { this.options = options; }
  Razorpay.prototype.open = function () {
    var o = this.options;
    var dialog = document.createElement('dialog');
    dialog.setAttribute('aria-labelledby', 'rzp-dev-title');
    dialog.style.cssText = 'border:0;border-radius:12px;padding:24px;max-width:22rem;font-family:system-ui,sans-serif';
    var title = text('h2', 'Razorpay test checkout');
    title.id = 'rzp-dev-title';
    dialog.appendChild(title);
    dialog.appendChild(text('p', o.name + ' · ' + o.description + ' · ₹' + (o.amount / 100)));
    var pay = text('button', 'Pay with test card');
    var cancel = text('button', 'Cancel');
    pay.type = cancel.type = 'button';
    dialog.appendChild(pay);
    dialog.appendChild(document.createTextNode(' '));
    dialog.appendChild(cancel);
    function close() { dialog.close(); dialog.remove(); }
    pay.onclick = function () {
      pay.disabled = true;
      fetch('/dev/razorpay/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: o.order_id }) })
        .then(function (r) { return r.json(); })
        .then(function (result) { close(); o.handler(result); });
    };
    cancel.onclick = function () { close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); };
    document.body.appendChild(dialog);
    dialog.showModal();
  };
  window.Razorpay = Razorpay;
})();
`;
