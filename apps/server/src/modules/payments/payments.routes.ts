import { CompanyBillingQuery } from '@hirehand/shared/business/billing';
import {
  BillingHistoryDto,
  BillingPortalDto,
  BillingPortalQuery,
  CheckoutSessionDto,
  CheckoutSessionInput,
  CheckoutStatusDto,
  RefundInput,
  SuccessDto,
} from '@hirehand/shared/payments/payments';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { perUserLimit } from '../../platform/request-limit';
import { registerPaymentJobs } from './payments.jobs';
import { PAYMENT_MAILS } from './payments.mail';
import { toBillingHistory, toCheckoutStatusDto, toCompanyBilling } from './payments.presenter';
import {
  billingPortalUrl,
  checkoutStatus,
  companyBilling,
  createCheckoutSession,
  setCancelAtPeriodEnd,
} from './payments.service';
import { billingHistory, refundCharge } from './refunds.service';

/** Each checkout opens a session at the provider: a person needs a few, a script many. */
export const PAYMENT_LIMITS = {
  checkouts: { max: 10, timeWindow: '10 minutes' },
  refunds: { max: 5, timeWindow: '1 hour' },
};

/**
 * Checkout, its status, cancel / resume, billing history, refunds and the billing portal
 * (decision 032; contracts in packages/shared/src/payments/payments.ts). Provider events are
 * applied by the `payments.apply_event` job registered here.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.ctx.mail.register(PAYMENT_MAILS);
  registerPaymentJobs(app);
  const security = [{ bearerAuth: [] }];
  const tags = ['payments'];
  const failures = {
    400: ErrorDto,
    401: ErrorDto,
    403: ErrorDto,
    404: ErrorDto,
    409: ErrorDto,
    422: ValidationErrorDto,
    429: ErrorDto,
    503: ErrorDto,
  };
  const checkoutLimit = perUserLimit(app, 'payments.checkout', PAYMENT_LIMITS.checkouts);
  const refundLimit = perUserLimit(app, 'payments.refund', PAYMENT_LIMITS.refunds);

  app.post(
    '/payments/checkout/session',
    {
      preHandler: [app.authenticate, app.idempotent, checkoutLimit],
      schema: {
        tags,
        summary: 'Open a checkout for a paid plan or a job post; answers where to send the person',
        description:
          "A company's job post is paid by its owner or a member with can_manage_billing (403 `business.permission_denied` for anyone else on its team, the poster included).",
        security,
        body: CheckoutSessionInput,
        response: { 200: CheckoutSessionDto, ...failures },
      },
    },
    async (request) => {
      const created = await createCheckoutSession({
        ctx: app.ctx,
        actor: actorOf(request),
        input: request.body,
        log: request.log,
      });
      return { success: true as const, checkout_url: created.checkoutUrl, session_id: created.sessionId };
    },
  );

  app.get(
    '/payments/checkout/status/:session_id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'A checkout session as the result page polls it; applies a completed one once',
        security,
        params: z.object({ session_id: z.string().max(300) }),
        response: { 200: CheckoutStatusDto, ...failures },
      },
    },
    async (request) => {
      const { session, trialEnd, estimatedReach } = await checkoutStatus({
        ctx: app.ctx,
        actor: actorOf(request),
        sessionId: request.params.session_id,
        log: request.log,
      });
      return toCheckoutStatusDto(session, { trialEnd, estimatedReach });
    },
  );

  for (const [path, cancel, summary] of [
    ['/payments/subscription/cancel', true, 'End the plan at the end of its period'],
    ['/payments/subscription/resume', false, 'Keep a plan that was set to end'],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.authenticate,
        schema: { tags, summary, security, response: { 200: SuccessDto, ...failures } },
      },
      async (request) => {
        await setCancelAtPeriodEnd({ ctx: app.ctx, actor: actorOf(request), cancel, log: request.log });
        return { success: true as const };
      },
    );
  }

  app.get(
    '/payments/billing-history',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Charges, refunds and plan changes, newest first',
        security,
        response: { 200: BillingHistoryDto, ...failures },
      },
    },
    async (request) => toBillingHistory(await billingHistory({ ctx: app.ctx, actor: actorOf(request) })),
  );

  app.get(
    '/business/billing',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business'],
        summary:
          "A company's job-post payments and their refunds, newest first (its owner, or can_view_billing)",
        security,
        querystring: CompanyBillingQuery,
        response: { 200: BillingHistoryDto, ...failures },
      },
    },
    async (request) =>
      toCompanyBilling(
        (
          await companyBilling(app.ctx, {
            userId: actorOf(request).userId,
            companyId: request.query.company_id,
          })
        ).charges,
      ),
  );

  app.post(
    '/payments/refund',
    {
      preHandler: [app.authenticate, refundLimit],
      schema: {
        tags,
        summary: 'Refund one of your payments within the money-back period; a plan payment ends the plan',
        security,
        body: RefundInput,
        response: { 200: SuccessDto, ...failures },
      },
    },
    async (request) => {
      await refundCharge({
        ctx: app.ctx,
        actor: actorOf(request),
        chargeId: request.body.charge_id,
        log: request.log,
      });
      return { success: true as const };
    },
  );

  app.get(
    '/payments/billing-portal',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The payment provider's page for cards and invoices (404 where it has none)",
        security,
        querystring: BillingPortalQuery,
        response: { 200: BillingPortalDto, ...failures },
      },
    },
    async (request) => ({
      url: await billingPortalUrl({
        ctx: app.ctx,
        actor: actorOf(request),
        returnUrl: request.query.return_url,
        log: request.log,
      }),
    }),
  );
};
