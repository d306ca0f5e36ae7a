import { DEV_MAILBOX_PATH } from '@hirehand/shared/platform/dev-mailbox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cspNonceOf } from '../../platform/security';
import { renderMailboxPage, renderMessagePage, renderNotFoundPage } from './dev-mailbox.pages';
import { findOutboxEmail, listOutbox } from './dev-mailbox.repo';

/** How many e-mails the list shows. */
const LIST_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An e-mail's own HTML runs as a sandboxed document (an opaque origin: no scripts,
 * forms or plugins) that may load nothing from outside, not even tracking pixels.
 */
const HTML_BODY_CSP =
  "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * /dev/mailbox: a Mailpit-like view of the outbox table so a developer can read codes
 * and click links. Registered only on a development server on a loopback address
 * (env.DEV_TOOLS) whose mail goes to the outbox; anywhere else the paths are 404.
 */
export async function devMailboxRoutes(app: FastifyInstance) {
  const { env } = app.ctx;
  if (!env.DEV_TOOLS || env.MAIL_MODE !== 'outbox') return;

  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

  const hidden = { schema: { hide: true } };

  app.get(DEV_MAILBOX_PATH, hidden, async (request, reply) => {
    const { rows, total } = await listOutbox(app.ctx.db, LIST_LIMIT);
    return sendPage(reply, renderMailboxPage({ rows, total, nonce: cspNonceOf(request) }));
  });

  app.get<{ Params: { id: string } }>(`${DEV_MAILBOX_PATH}/:id`, hidden, async (request, reply) => {
    const { id } = request.params;
    const email = UUID.test(id) ? await findOutboxEmail(app.ctx.db, id) : null;
    if (!email) return sendPage(reply, renderNotFoundPage(cspNonceOf(request)), 404);
    return sendPage(reply, renderMessagePage({ email, nonce: cspNonceOf(request) }));
  });

  app.get<{ Params: { id: string } }>(`${DEV_MAILBOX_PATH}/:id/html`, hidden, async (request, reply) => {
    const { id } = request.params;
    const email = UUID.test(id) ? await findOutboxEmail(app.ctx.db, id) : null;
    if (!email?.htmlBody) return sendPage(reply, renderNotFoundPage(cspNonceOf(request)), 404);
    return sendPage(reply.header('content-security-policy', HTML_BODY_CSP), email.htmlBody);
  });
}
