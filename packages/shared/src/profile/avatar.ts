/**
 * Profile pictures are uploaded and served from our own origin (the page's CSP allows images from
 * 'self' only): a picture linked from another site would show as a broken image. The stored
 * `profile_picture` of an uploaded picture is its path, /api/profile/avatars/{user id}/{object id}.{ext}.
 */

/** Texts the profile API answers with for pictures. */
export const AVATAR_MESSAGES = {
  linkRefused: 'Upload a picture instead of linking one from another site',
  fileMissing: 'Choose a picture to upload',
  fileTooLarge: 'Pictures must be 5 MB or smaller',
  typeNotAllowed: 'Only PNG, JPG and WebP pictures can be uploaded',
  tooManyUploads: 'You are changing your picture too often. Please try again later.',
  notFound: 'Picture not found',
} as const;

/** At most 5 MB: a phone camera's JPEG fits; the browser scales it down to the avatar's size. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The picture types accepted, keyed by MIME type, with the extension their served path ends in. */
export const AVATAR_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
export type AvatarContentType = keyof typeof AVATAR_TYPES;
export type AvatarExtension = (typeof AVATAR_TYPES)[AvatarContentType];

/** The `accept` attribute of the picture's file input. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

/** Uploads a user may make per hour: enough to try a few pictures, a wall for a script filling storage. */
export const AVATAR_UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;

export const isAvatarContentType = (type: string): type is AvatarContentType => type in AVATAR_TYPES;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const AVATAR_PATH = new RegExp(`^/api/profile/avatars/(${UUID})/(${UUID})\\.(png|jpg|webp)$`);

/** The path an uploaded picture is served at. */
export const avatarPath = (userId: string, objectId: string, extension: AvatarExtension) =>
  `/api/profile/avatars/${userId}/${objectId}.${extension}`;

/** The parts of a served picture's path, or null for anything else (another site's URL, a typo). */
export function parseAvatarPath(
  value: string | null | undefined,
): { userId: string; objectId: string; extension: AvatarExtension } | null {
  const match = value ? AVATAR_PATH.exec(value) : null;
  if (!match) return null;
  return { userId: match[1]!, objectId: match[2]!, extension: match[3] as AvatarExtension };
}

/**
 * Whether the picture is one we serve, so an <img> can show it under the CSP. A URL from another
 * site (older profiles, social sign-in) is not: show the person's initials instead.
 */
export const isServedAvatar = (value: string | null | undefined): value is string =>
  parseAvatarPath(value) !== null;
