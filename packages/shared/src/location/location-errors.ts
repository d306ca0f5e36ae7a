import { refusal } from '../platform/errors';

/** The refusals of the saved location (decision 022). */
export const LOCATION_ERRORS = {
  noSavedLocation: refusal('location.none_saved', 'No location saved yet'),
} as const;
