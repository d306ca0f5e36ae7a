import type { UserDto } from '@hirehand/shared/profile/profile';
import type { UserRow } from '../../db/schema/users';

/** The user over the wire: never the password hash. */
export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    user_type: row.userType,
    trust_score: row.trustScore,
    email_verified: row.emailVerified,
    phone: row.phone,
    city: row.city,
    skills: row.skills,
    bio: row.bio,
    profile_picture: row.profilePicture,
    social_provider: row.socialProvider,
    created_at: row.createdAt.toISOString(),
    locale: row.locale,
    time_zone: row.timeZone,
  };
}
