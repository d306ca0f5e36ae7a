import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/auth';
import { SuccessDto } from '../auth/verification';
import { UserDto } from '../profile/profile';
import { USER_TYPES, UserType } from '../users/user-types';

/**
 * What ties an account to its type: once the person has posted, applied or talked with
 * someone, other people have dealt with them as a worker or a client (conversations show
 * each participant's role from the type), so the type stays. In the order they are checked.
 */
export const USER_TYPE_LOCKS = ['postings', 'applications', 'conversations'] as const;
export type UserTypeLock = (typeof USER_TYPE_LOCKS)[number];

export const ACCOUNT_TYPE_MESSAGES = {
  changed: 'Your account type has been changed.',
  locked: {
    postings: "Your account type can't be changed because you have posted jobs or gigs.",
    applications: "Your account type can't be changed because you have applied to jobs or gigs.",
    conversations:
      "Your account type can't be changed because you have messaged people, who see it in your conversations.",
  } satisfies Record<UserTypeLock, string>,
} as const;

/** PATCH /api/account/user-type. */
export const ChangeUserTypeInput = z.object({
  user_type: z.enum(USER_TYPES, { message: AUTH_MESSAGES.userType }),
});
export type ChangeUserTypeInput = z.input<typeof ChangeUserTypeInput>;

/** GET /api/account/user-type: the type, and whether it can still change (and if not, why). */
export const UserTypeStatusDto = z.object({
  user_type: UserType,
  can_change: z.boolean(),
  locked_by: z.enum(USER_TYPE_LOCKS).nullable(),
  reason: z.string().nullable(),
});
export type UserTypeStatusDto = z.infer<typeof UserTypeStatusDto>;

export const UserTypeChangedDto = SuccessDto.extend({ user: UserDto });
export type UserTypeChangedDto = z.infer<typeof UserTypeChangedDto>;
