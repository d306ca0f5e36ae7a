import { MATCH_JOBS_RATE_LIMIT, MATCHING_ERRORS } from '@hirehand/shared/matching/matching-errors';
import {
  AdvancedMatchingInput,
  AdvancedMatchingResultDto,
  PremiumPreferencesResultDto,
} from '@hirehand/shared/matching/premium-matching';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { perUserLimit } from '../../platform/request-limit';
import { requirePlan } from '../membership/membership.service';
import { advancedMatching, premiumPreferencesOf } from './premium-matching.service';

/** Premium AI Matching (decision 040): the premium plan's `premium_matching` entitlement, 403 otherwise. */
export const premiumMatchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = perUserLimit(app, 'premium-matching', MATCH_JOBS_RATE_LIMIT, MATCHING_ERRORS.rateLimited);
  const premium = requirePlan('premium_matching');

  app.get(
    '/premium/ai-matching/preferences',
    {
      preHandler: [app.authenticate, premium],
      schema: {
        tags: ['matching'],
        summary: "The caller's Premium AI Matching preferences, or spec 3's defaults before the first save",
        security: [{ bearerAuth: [] }],
        response: { 200: PremiumPreferencesResultDto, 401: ErrorDto, 403: ErrorDto },
      },
    },
    (request) => premiumPreferencesOf(app.ctx, actorOf(request).userId),
  );

  app.post(
    '/premium/ai-matching/advanced',
    {
      preHandler: [app.authenticate, premium, limit],
      schema: {
        tags: ['matching'],
        summary:
          "Saves the caller's premium matching preferences and answers the matches they allow, as premium cards, with their summary",
        description:
          'Premium plan only (403 membership.plan_required). advanced_algorithms and the top-level premium_only are accepted and ignored: the preferences count.',
        security: [{ bearerAuth: [] }],
        body: AdvancedMatchingInput,
        response: {
          200: AdvancedMatchingResultDto,
          400: ErrorDto,
          401: ErrorDto,
          403: ErrorDto,
          422: ValidationErrorDto,
          429: ErrorDto,
        },
      },
    },
    (request) =>
      advancedMatching({
        ctx: app.ctx,
        userId: actorOf(request).userId,
        preferences: request.body.preferences,
      }),
  );
};
