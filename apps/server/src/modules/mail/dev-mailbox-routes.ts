import { escapeHtml } from '@portfolio/templates/safe-values';
import type { FastifyInstance } from 'fastify';
import { loopbackOnly } from '../../http/loopback-only.ts';
import type { OutboxRepo } from './outbox-repo.ts';

/** /dev/mailbox: the outbox for people and tests. Registered only outside production. */
export async function devMailboxRoutes(
  app: FastifyInstance,
  { latestMail }: { latestMail: OutboxRepo['latest'] },
): Promise<void> {
  app.addHook('onRequest', loopbackOnly);
  const latest = () => latestMail(100);

  app.get('/dev/mailbox.json', async () => latest());

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await latest();
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to)}${m.replyTo ? ` · <strong>Reply to:</strong> ${escapeHtml(m.replyTo)}` : ''} · <time datetime="${m.createdAt}">${m.createdAt}</time></p>
<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox | Portfolio Maker</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111827}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><main><h1>Dev mailbox</h1>
<p>Mails the app would send, newest first. This page does not exist in production.</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`);
  });
}
