import { z } from 'zod';
import { PostingMode } from '../gigs/gig-enums';
import { UserType } from '../users/user-types';

/** How many of a person's open postings their public profile lists (newest first). */
export const PUBLIC_PROFILE_POSTINGS = 10;

/** One open posting on a public profile: enough to recognise it and open it. */
export const PublicPostingDto = z.object({
  id: z.string(),
  mode: PostingMode,
  title: z.string(),
  /** The card's place text ("Toronto, ON"), or null when the posting names none. */
  location: z.string().nullable(),
  /** The pay as the job card words it ("$30 - $45/hour", "$500 fixed", "Negotiable"). */
  pay: z.string(),
  created_at: z.string(),
});
export type PublicPostingDto = z.infer<typeof PublicPostingDto>;

/**
 * GET /api/users/{id}/profile: what anyone may see of a person who posts work (the job card's
 * "Portfolio"). Public fields only: never the e-mail, phone, address or exact position.
 */
export const PublicProfileDto = z.object({
  id: z.string(),
  full_name: z.string(),
  user_type: UserType,
  profile_picture: z.string().nullable(),
  /** The city (and region) only. */
  location: z.string().nullable(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  trust_score: z.number().int(),
  verified: z.boolean(),
  /** The Pro badge: their plan gives `pro_badge` (decision 032). */
  pro: z.boolean().optional(),
  member_since: z.string(),
  /** How many postings they have open, and the newest PUBLIC_PROFILE_POSTINGS of them. */
  open_postings_count: z.number().int(),
  open_postings: z.array(PublicPostingDto),
});
export type PublicProfileDto = z.infer<typeof PublicProfileDto>;
