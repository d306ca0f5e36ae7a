import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { CheckoutSessionId, SANDBOX_CHECKOUT_PATH } from '@hirehand/shared/payments/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errors } from '../errors';
import { cspNonceOf } from '../security';
import {
  renderSandboxCheckoutPage,
  renderSandboxExpiredPage,
  renderSandboxNotFoundPage,
} from './sandbox-checkout.pages';
import { isSandboxPayments } from './sandbox-payments';

const CheckoutForm = z.object({
  action: z.enum(['pay', 'cancel']),
  decline_renewal: z.literal('on').optional(),
});

/**
 * The sandbox's hosted checkout page at SANDBOX_CHECKOUT_PATH/{id}, the stand-in for Stripe's:
 * GET shows it, its form posts back here and the browser is redirected to the success or cancel
 * URL. Registered only while the sandbox is the payment provider.
 *
 * Like Stripe's checkout URL, the unguessable session id (128 random bits) is the capability: the
 * page needs no sign-in. A form post from another site is still refused (its Origin, or
 * Sec-Fetch-Site, says so), so a page elsewhere cannot press Pay for someone.
 */
export async function sandboxCheckoutRoutes(app: FastifyInstance) {
  const provider = app.ctx.payments;
  if (!isSandboxPayments(provider)) return;
  const ownOrigin = new URL(app.ctx.env.PUBLIC_URL).origin;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

  const sessionOf = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { id } = request.params;
    return CheckoutSessionId.safeParse(id).success ? provider.findCheckout(id) : null;
  };

  const hidden = { schema: { hide: true } };

  app.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}/:id`, hidden, async (request, reply) => {
    const nonce = cspNonceOf(request);
    const session = await sessionOf(request);
    if (!session) return sendPage(reply, renderSandboxNotFoundPage(nonce), 404);
    if (session.status === 'complete') {
      return reply.redirect(session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
    }
    if (session.status === 'expired' || app.ctx.clock.now() >= session.expiresAt) {
      return sendPage(reply, renderSandboxExpiredPage(session, nonce), 410);
    }
    return sendPage(reply, renderSandboxCheckoutPage(session, nonce));
  });

  app.post<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}/:id`, hidden, async (request, reply) => {
    // The site sends `Referrer-Policy: no-referrer`, under which a browser posts even a same-origin
    // form with `Origin: null`: Sec-Fetch-Site then says where it came from.
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const foreign =
      site === 'cross-site' ||
      site === 'same-site' ||
      (origin !== undefined && origin !== ownOrigin && !(origin === 'null' && site === 'same-origin'));
    if (foreign) throw errors.forbidden(MEMBERSHIP_ERRORS.badOrigin);
    const nonce = cspNonceOf(request);
    const session = await sessionOf(request);
    if (!session) return sendPage(reply, renderSandboxNotFoundPage(nonce), 404);
    const form = CheckoutForm.safeParse(request.body);
    // Anything but the page's own buttons leaves the session as it is and shows the page again.
    if (!form.success) return reply.redirect(`${SANDBOX_CHECKOUT_PATH}/${session.id}`, 303);
    // Cancel leaves the session open, as at Stripe: the person may come back until it expires.
    if (form.data.action === 'cancel') return reply.redirect(session.cancelUrl, 303);
    const result = await provider.completeCheckout(session.id, {
      declinesRenewal: form.data.decline_renewal === 'on',
    });
    if (result.outcome === 'completed') return reply.redirect(result.redirectTo, 303);
    if (result.outcome === 'expired') return sendPage(reply, renderSandboxExpiredPage(session, nonce), 410);
    return sendPage(reply, renderSandboxNotFoundPage(nonce), 404);
  });
}
