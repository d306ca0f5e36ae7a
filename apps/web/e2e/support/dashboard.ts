import type { APIRequestContext } from '@playwright/test';
import { type Account, createPosting } from './api';

/** A job-mode posting (an hourly electrical job in Toronto) unless the fields say otherwise. */
export const createJobPosting = (
  request: APIRequestContext,
  account: Account,
  fields: Record<string, unknown> & { title: string },
) =>
  createPosting(request, account, {
    mode: 'job',
    description: 'Clear scope, tools on site, paid weekly through HireHand.',
    category: 'electrical',
    gig_type: 'full_time',
    pricing_type: 'hourly',
    hourly_rate: 38,
    city: 'Toronto',
    company: 'Tremblay Builds',
    ...fields,
  });
