import { refusal } from './errors';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

// Apart from idempotency.ts, which the web's API client imports: the catalogue's module builds
// zod schemas, and the landing page's first load must not carry zod.
/** The refusals of an idempotent route (decision 022). */
export const IDEMPOTENCY_ERRORS = {
  reusedWithOtherRequest: refusal(
    'request.idempotency_key_reused',
    IDEMPOTENCY_MESSAGES.reusedWithOtherRequest,
  ),
  stillRunning: refusal('request.idempotency_in_progress', IDEMPOTENCY_MESSAGES.stillRunning),
} as const;
