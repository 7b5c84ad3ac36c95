import { apiPaths } from '@portfolio/shared/api';
import type { User } from '@portfolio/shared/auth';
import {
  createdOrderSchema,
  createOrderSchema,
  liveUrlSchema,
  paymentMessages,
  priceInfoSchema,
  sandboxPaySchema,
  signedPaymentSchema,
  verifyPaymentSchema,
} from '@portfolio/shared/payment';
import type { FastifyInstance } from 'fastify';
import { documented } from '../../http/api-docs.ts';
import { AppError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { hmac, safeEqual } from '../../lib/crypto.ts';
import type { PaymentsService } from './service.ts';

type Options = { payments: PaymentsService; sandbox: boolean; webhookSecret: string | undefined };

type WebhookEvent = {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; status?: string } } };
};

/** docs/spec.md §7 payment calls, the sandbox checkout's route and Razorpay's webhook. */
export async function paymentsRoutes(app: FastifyInstance, { payments, sandbox, webhookSecret }: Options) {
  const userId = (request: { user: User | null }) => (request.user as User)._id;

  // Public: the template card and the promo show it before anyone signs in.
  const price = documented({ summary: 'The price every screen shows', data: priceInfoSchema });
  app.get(apiPaths.price, price, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=60').send({ success: true, data: payments.price() }),
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.requireUser);

    const order = documented({
      summary: "The portfolio's open order, or a new one for the current price",
      access: 'user',
      body: createOrderSchema,
      data: createdOrderSchema,
      status: 201,
    });
    signedIn.post(apiPaths.createOrder, order, async (request, reply) => {
      const { hostingName } = parseInput(createOrderSchema, request.body);
      return reply
        .status(201)
        .send({ success: true, data: await payments.createOrder(userId(request), hostingName) });
    });

    const verify = documented({
      summary: 'Checks a signed payment and publishes the site (409 when it is owed back)',
      access: 'user',
      body: verifyPaymentSchema,
      data: liveUrlSchema,
    });
    signedIn.post(apiPaths.verifyPayment, verify, async (request) => {
      const payment = parseInput(verifyPaymentSchema, request.body);
      const liveUrl = await payments.verify(userId(request), payment);
      return { success: true, message: paymentMessages.verified, data: { liveUrl } };
    });

    if (sandbox) {
      const pay = documented({
        summary: "The sandbox checkout's pay or fail, signed as Razorpay's Checkout signs",
        access: 'user',
        body: sandboxPaySchema,
        data: signedPaymentSchema,
      });
      signedIn.post(apiPaths.sandboxPay, pay, async (request) => {
        const { orderId, outcome } = parseInput(sandboxPaySchema, request.body);
        return { success: true, data: await payments.sandboxPay(userId(request), orderId, outcome) };
      });
    }
  });

  if (!webhookSecret) return;
  // The signature covers the exact bytes sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    const hook = documented({
      summary: "Razorpay's signed payment events (X-Razorpay-Signature over the raw body)",
    });
    webhook.post(apiPaths.paymentWebhook, hook, async (request) => {
      const raw = request.body as Buffer | undefined;
      const signature = request.headers['x-razorpay-signature'];
      if (!raw || !safeEqual(hmac(webhookSecret, raw), signature)) {
        throw new AppError(400, 'Invalid webhook signature.');
      }
      // Any JSON value may arrive signed (null, a number): only an object is an event.
      let event: WebhookEvent | null;
      try {
        event = JSON.parse(raw.toString('utf8')) as WebhookEvent | null;
      } catch {
        throw new AppError(400, 'The request body is not valid JSON.');
      }
      const payment = event?.payload?.payment?.entity;
      const paid = event?.event === 'payment.captured' || event?.event === 'order.paid';
      if (!paid || !payment?.id || !payment.order_id) return { success: true, message: 'Event ignored.' };
      const result = await payments.settleFromWebhook(payment.order_id, payment.id);
      const messages = {
        'unknown-order': 'Event ignored: unknown order.',
        live: 'Payment recorded.',
        refund_due: 'Payment recorded for a refund: the portfolio was already paid.',
      };
      return { success: true, message: messages[result === 'unknown-order' ? result : result.outcome] };
    });
  });
}
