import { InstantMatchDto, InstantMatchInput } from '@hirehand/shared/matching/instant-match';
import { INSTANT_MATCH_RATE, MATCHING_ERRORS } from '@hirehand/shared/matching/matching-errors';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../platform/errors';
import { callerAndAddressLimit } from '../../platform/request-limit';
import { instantMatch } from './instant-match.service';

/** The wizard's instant match (spec 3 §7): optional bearer, limited per caller and per address. */
export const instantMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { either: overLimit } = callerAndAddressLimit(app, 'instant-match', INSTANT_MATCH_RATE);

  app.post(
    '/ai/instant-match',
    {
      preHandler: app.identify,
      schema: {
        tags: ['matching'],
        summary:
          "Open jobs (find_jobs) or discoverable workers (find_workers) near the wizard's draft that fit its skills or category: at most 3, and how many within the radius",
        description:
          "gig_data is the whole wizard form; title, description and category are required (400 matching.basic_details_missing). Without a location the draft city, else the caller's place, is used. Workers are named by first name and last initial, at whole km.",
        body: InstantMatchInput,
        response: {
          200: InstantMatchDto,
          400: ErrorDto,
          422: ValidationErrorDto,
          429: ErrorDto,
        },
      },
    },
    async (request, reply) => {
      if (await overLimit(request, reply)) throw errors.tooManyRequests(MATCHING_ERRORS.instantRateLimited);
      return instantMatch({ ctx: app.ctx, callerId: request.actor?.userId ?? null, input: request.body });
    },
  );
};
