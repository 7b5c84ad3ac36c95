import { paymentMessages } from '@portfolio/shared/payment';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve, signedInUser } from '../../http/api-route.ts';
import { AppError } from '../../http/errors.ts';
import { hmac, safeEqual } from '../../lib/crypto.ts';
import type { PaymentsService } from './service.ts';

type Options = { payments: PaymentsService; sandbox: boolean; webhookSecret: string | undefined };

type WebhookEvent = {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; status?: string } } };
};

/** docs/spec.md §7 payment calls, the sandbox checkout's route and Razorpay's webhook. */
export async function paymentsRoutes(app: FastifyInstance, { payments, sandbox, webhookSecret }: Options) {
  const userId = (request: FastifyRequest) => signedInUser(request)._id;

  // Public: the template card and the promo show it before anyone signs in.
  serve(app, 'price', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=60').send({ success: true, data: payments.price() }),
  );

  serve(app, 'createOrder', async (request, reply) =>
    reply
      .status(201)
      .send({ success: true, data: await payments.createOrder(userId(request), request.body.hostingName) }),
  );

  serve(app, 'verifyPayment', async (request) => {
    const liveUrl = await payments.verify(userId(request), request.body);
    return { success: true, message: paymentMessages.verified, data: { liveUrl } };
  });

  if (sandbox) {
    serve(app, 'sandboxPay', async (request) => {
      const { orderId, outcome } = request.body;
      return { success: true, data: await payments.sandboxPay(userId(request), orderId, outcome) };
    });
  }

  if (!webhookSecret) return;
  // The signature covers the exact bytes sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    serve(webhook, 'paymentWebhook', async (request) => {
      const raw = request.body as unknown as Buffer | undefined;
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
