import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the peer received: method, path and the form-encoded parameters as sent. */
export interface StripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

type Json = Record<string, unknown>;

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * A local HTTP peer speaking the Stripe endpoints the adapter uses (checkout sessions,
 * subscriptions, invoice payments, refunds, billing portal), keeping state in memory, plus
 * helpers that complete a checkout the way Stripe would and sign webhook deliveries with the
 * SDK's own test signer. The adapter is tested against it over real HTTP, never by mocking it.
 */
export async function startLocalStripePeer(options: { webhookSecret: string }) {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoicePayments = new Map<string, string>();
  let baseUrl = '';

  const reply = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(body));
  };
  const notFound = (response: ServerResponse, what: string) =>
    reply(response, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });

  const readParams = async (request: IncomingMessage, url: URL) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    return Object.fromEntries(new URLSearchParams(body || url.search.slice(1)));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', baseUrl);
    const params = await readParams(request, url);
    const method = request.method ?? 'GET';
    calls.push({ method, path: url.pathname, params });
    const [, , resource, id, sub] = url.pathname.split('/');

    if (url.pathname === '/v1/checkout/sessions' && method === 'POST') {
      const session: Json = {
        id: newId('cs_test'),
        object: 'checkout.session',
        url: `${baseUrl}/pay/${randomBytes(4).toString('hex')}`,
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: params['line_items[0][price_data][unit_amount]']
          ? Number(params['line_items[0][price_data][unit_amount]'])
          : 499,
        currency: params['line_items[0][price_data][currency]'] ?? 'cad',
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        subscription: null,
        invoice: null,
        payment_intent: null,
        metadata: metadataOf(params, 'metadata'),
        subscription_metadata: metadataOf(params, 'subscription_data[metadata]'),
        price: params['line_items[0][price]'] ?? null,
        trial_days: params['subscription_data[trial_period_days]']
          ? Number(params['subscription_data[trial_period_days]'])
          : 0,
      };
      sessions.set(session.id as string, session);
      return reply(response, 200, session);
    }
    if (resource === 'checkout' && id === 'sessions' && sub && method === 'GET') {
      const session = sessions.get(sub);
      return session ? reply(response, 200, session) : notFound(response, 'checkout session');
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return notFound(response, 'subscription');
      if (method === 'POST' && params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      return reply(response, 200, subscription);
    }
    if (url.pathname === '/v1/invoice_payments' && method === 'GET') {
      const paymentIntent = invoicePayments.get(params.invoice ?? '');
      return reply(response, 200, {
        object: 'list',
        has_more: false,
        url: '/v1/invoice_payments',
        data: paymentIntent
          ? [
              {
                id: newId('inpay'),
                object: 'invoice_payment',
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: paymentIntent },
              },
            ]
          : [],
      });
    }
    if (url.pathname === '/v1/refunds' && method === 'POST') {
      return reply(response, 200, {
        id: newId('re'),
        object: 'refund',
        payment_intent: params.payment_intent,
        status: 'succeeded',
      });
    }
    if (url.pathname === '/v1/billing_portal/sessions' && method === 'POST') {
      return reply(response, 200, {
        id: newId('bps'),
        object: 'billing_portal.session',
        url: `${baseUrl}/portal/${params.customer}`,
      });
    }
    return notFound(response, url.pathname);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      reply(response, 500, { error: { message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = new Stripe('sk_test_signer');

  return {
    url: baseUrl,
    calls,
    /** The last call to a path (e.g. '/v1/checkout/sessions'). */
    lastCall: (path: string) => calls.filter((call) => call.path === path).at(-1),

    /**
     * Completes a checkout as Stripe does when the buyer pays (or starts a trial): for a
     * subscription, a customer, a subscription (its period on its item) and, when paid, an
     * invoice paid by a payment intent; for a post, a payment intent.
     */
    completeCheckout(sessionId: string, at: Date): Json {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const start = Math.floor(at.getTime() / 1000);
      const customer = (session.customer as string | null) ?? newId('cus');
      const trial = session.mode === 'subscription' && Number(session.trial_days) > 0;
      Object.assign(session, {
        status: 'complete',
        customer,
        payment_status: trial ? 'no_payment_required' : 'paid',
      });
      if (session.mode === 'subscription') {
        const end = trial ? start + Number(session.trial_days) * 86_400 : start + 30 * 86_400;
        const subscription: Json = {
          id: newId('sub'),
          object: 'subscription',
          customer,
          status: trial ? 'trialing' : 'active',
          start_date: start,
          trial_end: trial ? end : null,
          cancel_at_period_end: false,
          metadata: session.subscription_metadata,
          items: {
            object: 'list',
            data: [
              {
                id: newId('si'),
                price: { id: session.price },
                current_period_start: start,
                current_period_end: end,
              },
            ],
          },
        };
        subscriptions.set(subscription.id as string, subscription);
        session.subscription = subscription.id;
        if (trial) session.amount_total = 0;
        else {
          session.invoice = newId('in');
          invoicePayments.set(session.invoice as string, newId('pi'));
        }
      } else {
        session.payment_intent = newId('pi');
      }
      return session;
    },

    subscription: (id: string) => subscriptions.get(id),
    /** Changes the peer's copy of a subscription (what a later retrieve answers). */
    updateSubscription(id: string, patch: Json) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`no subscription ${id}`);
      Object.assign(subscription, patch);
      return subscription;
    },
    /** A paid renewal invoice of a subscription for the period starting `at` (the webhook's object). */
    paidInvoice(subscriptionId: string, at: Date, amountCents = 499): Json {
      const invoiceId = newId('in');
      invoicePayments.set(invoiceId, newId('pi'));
      const start = Math.floor(at.getTime() / 1000);
      const period = { start, end: start + 30 * 86_400 };
      return {
        id: invoiceId,
        object: 'invoice',
        currency: 'cad',
        amount_paid: amountCents,
        amount_due: amountCents,
        parent: { subscription_details: { subscription: subscriptionId } },
        period_start: period.start,
        period_end: period.end,
        lines: { object: 'list', data: [{ period }] },
      };
    },
    paymentIntentOf: (invoiceId: string) => invoicePayments.get(invoiceId),

    /** A webhook delivery: the event's JSON body and its `Stripe-Signature` header, signed at `at`. */
    signedEvent(type: string, object: Json, at: Date, secret = options.webhookSecret) {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(at.getTime() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      };
      const payload = JSON.stringify(event);
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(at.getTime() / 1000),
      });
      return { id: event.id, payload, signature };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `metadata[user_id]=…` form fields back into an object. */
function metadataOf(params: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.startsWith(`${prefix}[`) && key.endsWith(']')) metadata[key.slice(prefix.length + 1, -1)] = value;
  }
  return metadata;
}

export type LocalStripePeer = Awaited<ReturnType<typeof startLocalStripePeer>>;
