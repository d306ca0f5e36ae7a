import { z } from 'zod';

/**
 * GET /api/business/billing?company_id= (issue 22, decision 042): what a company paid for its
 * job posts (Pay-Per-Post), for its owner and members with `can_view_billing`. The answer has the
 * billing history's shape (BillingHistoryDto in payments/payments.ts): each post paid, and each
 * refund, newest first; refunds are asked by the person who paid, so nothing here is refundable.
 * Without `company_id`, the caller's own company (or the first they belong to).
 */
export const CompanyBillingQuery = z.object({ company_id: z.uuid().optional() });
export type CompanyBillingQuery = z.input<typeof CompanyBillingQuery>;
