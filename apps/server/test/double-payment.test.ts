import { apiPaths } from '@portfolio/shared/api';
import type { SignedPayment } from '@portfolio/shared/payment';
import { afterEach, describe, expect, it } from 'vitest';
import { type Jar, registerUser } from './auth-helpers.ts';
import { createTestApp, dialects, type TestApp } from './helpers.ts';
import { capturedWebhook, insertOpenOrder, razorpayEnv, sandboxPay } from './payment-helpers.ts';
import { createPortfolio } from './portfolio-helpers.ts';

const refundMessage = (paymentId: string) =>
  `This portfolio was already paid for, so this payment (${paymentId}) will be refunded in full within 5–7 working days. Nothing more is needed from you.`;

describe.each(dialects)('paying twice for one portfolio (%s)', (dialect) => {
  let t: TestApp;
  let jar: Jar;
  let portfolioId: string;
  afterEach(async () => {
    await t?.close();
  });

  async function start(env: NodeJS.ProcessEnv = {}) {
    t = await createTestApp(dialect, { PORT: '3000', ADMIN_EMAILS: 'asha@example.com', ...env });
    jar = await registerUser(t.app);
    portfolioId = await createPortfolio(t.app, jar);
  }

  const createOrder = () =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.createOrder,
      cookies: jar,
      payload: { hostingName: 'asha-rao' },
    });

  const pay = (orderId: string) => sandboxPay(t.app, jar, orderId);

  const verify = (payment: SignedPayment) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.verifyPayment,
      cookies: jar,
      payload: { ...payment, hostingName: 'asha-rao' },
    });

  /** A second open order, as a second tab (or the code before this fix) could leave behind. */
  const secondOpenOrder = (id: string) => insertOpenOrder(t.app, { id, portfolioId, provider: 'sandbox' });

  it('hands out the open order again instead of a second one, also to concurrent clicks', async () => {
    await start();
    const answers = await Promise.all([createOrder(), createOrder(), createOrder()]);
    const ids = new Set(answers.map((a) => a.json().data.id));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(ids.size).toBe(1);
    expect((await createOrder()).json().data.id).toBe([...ids][0]);
    expect(await t.app.db.selectFrom('orders').selectAll().execute()).toHaveLength(1);
  });

  it('refuses to settle a second order of a live portfolio, and records the payment for a refund', async () => {
    await start();
    const first = (await createOrder()).json().data.id as string;
    await secondOpenOrder('order_sbx_second');
    const firstPayment = await pay(first);
    const secondPayment = await pay('order_sbx_second');
    expect((await verify(firstPayment)).statusCode).toBe(200);

    const second = await verify(secondPayment);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(refundMessage(secondPayment.razorpay_payment_id));
    // Asking again gives the same answer: nothing is settled twice.
    expect((await verify(secondPayment)).json().message).toBe(
      refundMessage(secondPayment.razorpay_payment_id),
    );

    const orders = await t.app.db.selectFrom('orders').selectAll().orderBy('created_at').execute();
    expect(orders.map((o) => o.status).sort()).toEqual(['paid', 'refund_due']);
    const refund = await t.app.inject({
      method: 'GET',
      url: `${apiPaths.adminRefunds}?page=0&limit=5`,
      cookies: jar,
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().data).toEqual({
      total: 1,
      users: [
        {
          _id: 'order_sbx_second',
          hostingName: 'asha-rao',
          email: 'asha@example.com',
          amount: 9900,
          currency: 'INR',
          paymentId: secondPayment.razorpay_payment_id,
          note: `Refund ₹99.00 (payment ${secondPayment.razorpay_payment_id}): asha-rao was already paid by order ${first}.`,
          createdAt: expect.any(String),
        },
      ],
    });
  });

  it('lets exactly one of two orders paid at the same moment settle', async () => {
    await start();
    const first = (await createOrder()).json().data.id as string;
    await secondOpenOrder('order_sbx_race');
    const payments = [await pay(first), await pay('order_sbx_race')];
    const answers = await Promise.all(payments.map(verify));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const statuses = (await t.app.db.selectFrom('orders').select('status').execute()).map((o) => o.status);
    expect(statuses.sort()).toEqual(['paid', 'refund_due']);
  });

  it('mails a receipt once, with the amount, the order and the live address', async () => {
    await start();
    const orderId = (await createOrder()).json().data.id as string;
    const payment = await pay(orderId);
    expect((await verify(payment)).statusCode).toBe(200);
    expect((await verify(payment)).statusCode).toBe(200);
    const receipts = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', 'Your Portfolio Maker receipt: asha-rao is live')
      .execute();
    expect(receipts).toHaveLength(1);
    const receipt = receipts[0];
    expect(receipt?.to).toBe('asha@example.com');
    expect(receipt?.text).toContain('Amount paid: ₹99.00');
    expect(receipt?.text).toContain(`Order: ${orderId}`);
    expect(receipt?.text).toContain(`Payment: ${payment.razorpay_payment_id}`);
    expect(receipt?.text).toContain('Your site: http://asha-rao.localhost:3000/');
    expect(receipt?.html).toContain('href="http://asha-rao.localhost:3000/"');
  });

  it('records a second payment that arrives by webhook for a refund, and acknowledges the event', async () => {
    await start(razorpayEnv());
    for (const id of ['order_A', 'order_B']) {
      await insertOpenOrder(t.app, { id, portfolioId, provider: 'razorpay' });
    }
    const hook = (orderId: string, paymentId: string) => capturedWebhook(t.app, orderId, paymentId);
    expect((await hook('order_A', 'pay_A')).json().message).toBe('Payment recorded.');
    const second = await hook('order_B', 'pay_B');
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe('Payment recorded for a refund: the portfolio was already paid.');
    const b = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', 'order_B')
      .executeTakeFirstOrThrow();
    expect(b.status).toBe('refund_due');
    expect(b.payment_id).toBe('pay_B');
  });
});

describe('the template request acknowledgement', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('tells the sender what happens next', async () => {
    t = await createTestApp('sqlite');
    const jar = await registerUser(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: apiPaths.sendTemplate,
      cookies: jar,
      payload: { emailText: 'Please send me Techfolio for a photographer.' },
    });
    expect(sent.statusCode).toBe(201);
    const ack = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', '=', 'We received your template request')
      .executeTakeFirstOrThrow();
    expect(ack.to).toBe('asha@example.com');
    expect(ack.text).toContain('Please send me Techfolio for a photographer.');
    expect(ack.text).toContain('within 2 working days');
  });
});
