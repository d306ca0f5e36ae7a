import { z } from 'zod';

/**
 * The wizard's instant match (issue 21, spec 3 §2, §3, §5, §7, §9): POST /api/ai/instant-match.
 * A preview of what is near the draft: open jobs (find_jobs) or workers who opted in to be found
 * (find_workers), at most INSTANT_MATCH_LIMITS.shownMax shown.
 */
export const INSTANT_MATCH_LIMITS = {
  /** Spec 3 §9: the search radius, km. */
  defaultRadiusKm: 25,
  maxRadiusKm: 100,
  /** Spec 3 §9: at most 3 previewed. */
  shownMax: 3,
  /** `total` counts the matches within the radius up to this many. */
  totalCap: 100,
} as const;

export const INSTANT_MATCH_TYPES = ['find_jobs', 'find_workers'] as const;
export type InstantMatchType = (typeof INSTANT_MATCH_TYPES)[number];

/**
 * The wizard's whole form: only the fields the match reads are checked (types and lengths), the
 * rest is accepted and ignored. Title, description and category are checked present by the
 * server (a 400 with spec 3 §5's text), so a half-filled draft gets the wizard's message.
 */
export const InstantMatchGigData = z.looseObject({
  title: z.string().max(200).nullish(),
  description: z.string().max(10_000).nullish(),
  category: z.string().max(100).nullish(),
  skills_required: z.array(z.string().max(100)).max(50).nullish(),
  city: z.string().max(200).nullish(),
});
export type InstantMatchGigData = z.infer<typeof InstantMatchGigData>;

export const InstantMatchLocation = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().min(0).nullish(),
});

/** POST /api/ai/instant-match (optional bearer). */
export const InstantMatchInput = z.object({
  gig_data: InstantMatchGigData,
  match_type: z.enum(INSTANT_MATCH_TYPES),
  /** The device's position; absent: the draft's city, else the caller's saved position or profile city. */
  location: InstantMatchLocation.nullish(),
  radius: z
    .number()
    .int()
    .min(1)
    .max(INSTANT_MATCH_LIMITS.maxRadiusKm)
    .default(INSTANT_MATCH_LIMITS.defaultRadiusKm),
});
export type InstantMatchInput = z.input<typeof InstantMatchInput>;

export const InstantMatchDto = z.object({
  matches: z
    .array(
      z.object({
        /** A posting's id (find_jobs); an id made for this answer only (find_workers). */
        id: z.string(),
        kind: z.enum(['job', 'worker']),
        /** The posting's title, or the worker's first name and last initial ("Priya P."). */
        title: z.string(),
        /** Jobs: the board's pay text and city; workers: their skills that fit. */
        subtitle: z.string(),
        /** Jobs: to 0.1 km; workers: whole km. */
        distance_km: z.number(),
      }),
    )
    .max(INSTANT_MATCH_LIMITS.shownMax),
  /** Matches found within the radius (at most INSTANT_MATCH_LIMITS.totalCap). */
  total: z.number().int(),
});
export type InstantMatchDto = z.infer<typeof InstantMatchDto>;
