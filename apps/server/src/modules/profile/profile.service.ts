import { AVATAR_MESSAGES } from '@hirehand/shared/profile/avatar';
import { PROFILE_LIMITS, type UpdateProfileInput } from '@hirehand/shared/profile/profile';
import { PROFILE_ERRORS } from '@hirehand/shared/profile/profile-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { NewUserRow } from '../../db/schema/users';
import type { AppContext } from '../../platform/context';
import { errors, RequestValidationError } from '../../platform/errors';
import { findUserById, updateUser } from '../users/users.service';
import { deleteStoredPicture } from './avatar.service';

/** A picture is uploaded, not linked: any text but the caller's current picture is refused like a bad field. */
const pictureRefused = () =>
  new RequestValidationError([
    { loc: ['body', 'profile_picture'], msg: AVATAR_MESSAGES.linkRefused, type: 'value_error' },
  ]);

/**
 * Applies the fields the caller sent to their own profile; the actor is the only user it can change.
 * `profile_picture` may be null (the picture is removed, and its stored bytes deleted) or the current
 * picture unchanged; a new picture comes only from an upload (see avatar.service.ts).
 */
export async function updateOwnProfile(props: {
  ctx: AppContext;
  log: FastifyBaseLogger;
  userId: string;
  input: z.output<typeof UpdateProfileInput>;
}) {
  const { ctx, input } = props;
  const changes: Partial<NewUserRow> = {};
  if (input.full_name !== undefined) changes.fullName = input.full_name;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.city !== undefined) changes.city = input.city;
  if (input.skills !== undefined) changes.skills = [...new Set(input.skills.filter(Boolean))];
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.profile_picture === null) changes.profilePicture = null;
  if (input.locale !== undefined) changes.locale = input.locale;
  if (input.time_zone !== undefined) changes.timeZone = input.time_zone;

  if (input.profile_picture === undefined) {
    const user =
      Object.keys(changes).length > 0
        ? await updateUser(ctx.db, props.userId, changes)
        : await findUserById(ctx.db, props.userId);
    if (!user) throw errors.notFound(PROFILE_ERRORS.userNotFound);
    return user;
  }
  // The picture is read and written under one row lock, so the bytes deleted are the ones replaced.
  const result = await ctx.db.transaction(async (tx) => {
    const current = await findUserById(tx, props.userId, { lock: true });
    if (!current) throw errors.notFound(PROFILE_ERRORS.userNotFound);
    if (input.profile_picture !== null && input.profile_picture !== current.profilePicture) {
      throw pictureRefused();
    }
    const user = Object.keys(changes).length > 0 ? await updateUser(tx, props.userId, changes) : current;
    if (!user) throw errors.notFound(PROFILE_ERRORS.userNotFound);
    return { user, previousPicture: current.profilePicture };
  });
  if (input.profile_picture === null) {
    await deleteStoredPicture({ ctx, log: props.log, picture: result.previousPicture });
  }
  return result.user;
}

/**
 * Adds skills to the person's profile (the AI chat's "Add to my profile"): those not already
 * there (any letter case), in order, up to PROFILE_LIMITS.skills in all. Answers what was added
 * and the profile's skills now.
 */
export async function addSkillsToProfile(props: {
  ctx: AppContext;
  userId: string;
  skills: readonly string[];
}): Promise<{ added: string[]; skills: string[] }> {
  return props.ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, props.userId, { lock: true });
    if (!user) throw errors.notFound(PROFILE_ERRORS.userNotFound);
    const held = new Set(user.skills.map((skill) => skill.toLowerCase()));
    const room = Math.max(0, PROFILE_LIMITS.skills - user.skills.length);
    const added = props.skills
      .filter((skill) => skill.length <= PROFILE_LIMITS.skill && !held.has(skill.toLowerCase()))
      .filter((skill, index, all) => all.findIndex((s) => s.toLowerCase() === skill.toLowerCase()) === index)
      .slice(0, room);
    if (added.length === 0) return { added, skills: user.skills };
    const updated = await updateUser(tx, props.userId, { skills: [...user.skills, ...added] });
    return { added, skills: updated?.skills ?? [...user.skills, ...added] };
  });
}
