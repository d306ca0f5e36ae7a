import {
  NearbyJobsDto,
  NearbyJobsQuery,
  NearbyWorkersDto,
  NearbyWorkersQuery,
  ReverseGeocodeDto,
  ReverseGeocodeQuery,
  UpdateLocationInput,
  UpdateLocationResultDto,
  UserLocationDto,
} from '@hirehand/shared/location/location';
import { NEARBY_WORKERS_ERRORS, NEARBY_WORKERS_RATE_LIMIT } from '@hirehand/shared/location/location-errors';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { perUserLimit } from '../../platform/request-limit';
import {
  nearbyJobs,
  nearbyWorkers,
  readOwnLocation,
  reverseGeocode,
  updateOwnLocation,
} from './location.service';

/** Reverse geocoding may reach a third-party service; updates write. Both are bounded. */
export const LOCATION_RATE_LIMITS = {
  reversePerIp: { max: 30, timeWindow: '1 minute' },
  updatePerUser: { max: 30, timeWindow: '1 minute' },
};

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const perUser = perUserLimit(app, 'location-update', LOCATION_RATE_LIMITS.updatePerUser);

  app.post(
    '/location/update',
    {
      preHandler: [app.authenticate, perUser],
      schema: {
        tags: ['location'],
        summary: "Store the caller's current position and list the open jobs near it",
        security: [{ bearerAuth: [] }],
        body: UpdateLocationInput,
        response: { 200: UpdateLocationResultDto, 401: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    (request) => updateOwnLocation({ ctx: app.ctx, userId: actorOf(request).userId, input: request.body }),
  );

  app.get(
    '/location/nearby-jobs',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['location'],
        summary: 'Open jobs within radius_km of a point, nearest first',
        security: [{ bearerAuth: [] }],
        querystring: NearbyJobsQuery,
        response: { 200: NearbyJobsDto, 401: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request) => {
      const { latitude, longitude, radius_km, limit } = request.query;
      const jobs = await nearbyJobs({
        ctx: app.ctx,
        point: { latitude, longitude },
        radiusKm: radius_km,
        limit,
      });
      return { jobs };
    },
  );

  const perUserWorkers = perUserLimit(
    app,
    'nearby-workers',
    NEARBY_WORKERS_RATE_LIMIT,
    NEARBY_WORKERS_ERRORS.rateLimited,
  );
  app.get(
    '/location/nearby-workers',
    {
      preHandler: [app.authenticate, perUserWorkers],
      schema: {
        tags: ['location'],
        summary:
          'Workers who chose to be found within radius km (default 25, at most 100), nearest first, at most 20',
        description:
          'First name and last initial, a position rounded to about 1 km and whole km (decision 041); never an id, contact detail or exact position, never the caller.',
        security: [{ bearerAuth: [] }],
        querystring: NearbyWorkersQuery,
        response: { 200: NearbyWorkersDto, 401: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request) => {
      const { latitude, longitude, radius } = request.query;
      const workers = await nearbyWorkers({
        ctx: app.ctx,
        callerId: actorOf(request).userId,
        point: { latitude, longitude },
        radiusKm: radius,
      });
      return { workers };
    },
  );

  app.get(
    '/location/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['location'],
        summary: "The caller's own last stored position (nobody else's is readable)",
        security: [{ bearerAuth: [] }],
        response: { 200: UserLocationDto, 401: ErrorDto, 404: ErrorDto },
      },
    },
    (request) => readOwnLocation({ ctx: app.ctx, userId: actorOf(request).userId }),
  );

  app.get(
    '/location/reverse',
    {
      config: { rateLimit: LOCATION_RATE_LIMITS.reversePerIp },
      schema: {
        tags: ['location'],
        summary: 'The place name at a coordinate, or "lat, lng" to 4 decimals when none is known',
        querystring: ReverseGeocodeQuery,
        response: { 200: ReverseGeocodeDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    (request) => reverseGeocode({ ctx: app.ctx, point: request.query }),
  );
};
