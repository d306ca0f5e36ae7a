import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AVATAR_TYPES,
  type AvatarContentType,
  avatarPath,
  parseAvatarPath,
} from '@hirehand/shared/profile/avatar';
import { PROFILE_ERRORS } from '@hirehand/shared/profile/profile-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/users';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isCurrentPicture, replaceProfilePicture } from '../users/users.service';
import { sniffAvatarType } from './avatar-sniff';

type Base = { ctx: AppContext; log: FastifyBaseLogger };

/** Where an uploaded picture's bytes are stored: under the owner, by an id the server made. */
const storageKeyOf = (userId: string, objectId: string) => `avatars/${userId}/${objectId}`;

/** Deletes the stored bytes of a picture we served, if it was one; a failure is logged, never thrown. */
export async function deleteStoredPicture(props: Base & { picture: string | null }) {
  const parsed = parseAvatarPath(props.picture);
  if (!parsed) return;
  const key = storageKeyOf(parsed.userId, parsed.objectId);
  await props.ctx.storage.delete(key).catch((err) => {
    props.log.error({ err, feature: 'profile', storageKey: key }, 'replaced profile picture not deleted');
  });
}

/**
 * Makes the uploaded picture the user's own. The type comes from the bytes (PNG, JPEG or WebP);
 * the bytes are stored under a new key, then the profile points at them, then the picture it
 * replaced is deleted. An object whose profile update fails is deleted again.
 */
export async function uploadAvatar(
  props: Base & { userId: string; readFile: () => Promise<Buffer | null> },
): Promise<UserRow> {
  const { ctx, log, userId } = props;
  const bytes = await props.readFile();
  if (!bytes || bytes.length === 0) throw errors.badRequest(PROFILE_ERRORS.pictureMissing);
  const contentType = sniffAvatarType(bytes);
  if (!contentType) throw errors.unsupportedMediaType(PROFILE_ERRORS.pictureTypeNotAllowed);

  const objectId = randomUUID();
  const key = storageKeyOf(userId, objectId);
  const path = avatarPath(userId, objectId, AVATAR_TYPES[contentType]);
  await ctx.storage.put(key, bytes, contentType);
  let replaced: Awaited<ReturnType<typeof replaceProfilePicture>>;
  try {
    replaced = await replaceProfilePicture(ctx.db, userId, path);
  } catch (error) {
    await deleteStoredPicture({ ctx, log, picture: path });
    throw error;
  }
  if (!replaced) {
    await deleteStoredPicture({ ctx, log, picture: path });
    throw errors.notFound(PROFILE_ERRORS.userNotFound);
  }
  await deleteStoredPicture({ ctx, log, picture: replaced.previous });
  log.info({ feature: 'profile', contentType, bytes: bytes.length }, 'profile picture uploaded');
  return replaced.user;
}

const CONTENT_TYPE_OF = Object.fromEntries(
  Object.entries(AVATAR_TYPES).map(([type, extension]) => [extension, type as AvatarContentType]),
) as Record<string, AvatarContentType>;

/**
 * A picture's bytes, by its served path. Only a user's current picture is served: a replaced or
 * removed one, another path, or bytes missing from storage are all the same 404.
 */
export async function openAvatar(
  props: Base & { userId: string; fileName: string },
): Promise<{ contentType: AvatarContentType; body: Readable }> {
  const { ctx } = props;
  const path = `/api/profile/avatars/${props.userId}/${props.fileName}`;
  const parsed = parseAvatarPath(path);
  if (!parsed || !(await isCurrentPicture(ctx.db, parsed.userId, path))) {
    throw errors.notFound(PROFILE_ERRORS.pictureNotFound);
  }
  const body = await ctx.storage.get(storageKeyOf(parsed.userId, parsed.objectId));
  if (!body) {
    props.log.error({ feature: 'profile', userId: parsed.userId }, 'profile picture missing from storage');
    throw errors.notFound(PROFILE_ERRORS.pictureNotFound);
  }
  return { contentType: CONTENT_TYPE_OF[parsed.extension]!, body };
}
