import type { UpdateProfileInput } from '@hirehand/shared/profile/profile';
import type { z } from 'zod';
import type { NewUserRow } from '../../db/schema/users';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { findUserById, updateUser } from './users.repo';

/** Applies the fields the caller sent to their own profile; the actor is the only user it can change. */
export async function updateOwnProfile(props: {
  ctx: AppContext;
  userId: string;
  input: z.output<typeof UpdateProfileInput>;
}) {
  const { input } = props;
  const changes: Partial<NewUserRow> = {};
  if (input.full_name !== undefined) changes.fullName = input.full_name;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.city !== undefined) changes.city = input.city;
  if (input.skills !== undefined) changes.skills = [...new Set(input.skills.filter(Boolean))];
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.profile_picture !== undefined) changes.profilePicture = input.profile_picture;
  const user =
    Object.keys(changes).length > 0
      ? await updateUser(props.ctx.db, props.userId, changes)
      : await findUserById(props.ctx.db, props.userId);
  if (!user) throw notFound('User not found');
  return user;
}
