/*
 * The map's worker locations (issue 21, decision 041), without zod: the web's map panel reads
 * them without loading the location contract.
 */

/** The radius's default and ceiling in km, how many workers answer, and how many of their skills. */
export const NEARBY_WORKER_LIMITS = {
  defaultRadiusKm: 25,
  maxRadiusKm: 100,
  max: 20,
  skillsShown: 3,
} as const;
/** Worker positions are answered on a grid of about a kilometre: 0.01° of latitude and as many km of longitude. */
export const WORKER_POSITION_STEP_DEGREES = 0.01;
