import { refusal } from '../platform/errors';

/** The refusals of the saved location (decision 022). */
export const LOCATION_ERRORS = {
  noSavedLocation: refusal('location.none_saved', 'No location saved yet'),
} as const;

/** Map reads per person and minute: the map asks once per move, never in a loop. */
export const NEARBY_WORKERS_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const NEARBY_WORKERS_ERRORS = {
  rateLimited: refusal(
    'location.nearby_workers_rate_limited',
    'You are looking for workers too often. Please wait a moment and try again.',
  ),
} as const;
