import { salaryText } from '@hirehand/shared/jobs/salary-text';
import type { PublicPostingDto, PublicProfileDto } from '@hirehand/shared/profile/public-profile';
import type { UserRow } from '../../db/schema/users';
import type { OpenPostingRow } from './public-profile.repo';

const placeOf = (city: string | null, region: string | null) =>
  city ? (region && !city.includes(',') ? `${city}, ${region}` : city) : null;

export function toPublicPostingDto(row: OpenPostingRow): PublicPostingDto {
  return {
    id: row.id,
    mode: row.mode,
    title: row.title,
    location: row.location.trim() || placeOf(row.city, row.region),
    pay: salaryText(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** The public fields of a user, named one by one: nothing else of the row goes over the wire. */
export function toPublicProfileDto(
  user: UserRow,
  postings: { rows: OpenPostingRow[]; total: number },
  badges: { pro: boolean },
): PublicProfileDto {
  return {
    id: user.id,
    full_name: user.fullName,
    user_type: user.userType,
    profile_picture: user.profilePicture,
    location: placeOf(user.city, user.region),
    bio: user.bio,
    skills: user.skills,
    trust_score: user.trustScore,
    verified: user.emailVerified,
    pro: badges.pro,
    member_since: user.createdAt.toISOString(),
    open_postings_count: postings.total,
    open_postings: postings.rows.map(toPublicPostingDto),
  };
}
