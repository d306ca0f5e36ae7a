import { refusal } from '../platform/errors';
import { AVATAR_MESSAGES } from './avatar';

/** The refusals of profiles and their pictures (decision 022). */
export const PROFILE_ERRORS = {
  /** The caller's own account is gone (deleted while a token was still valid). */
  userNotFound: refusal('profile.user_not_found', 'User not found'),
  publicProfileNotFound: refusal('profile.not_found', 'Profile not found'),
  pictureMissing: refusal('profile.picture_missing', AVATAR_MESSAGES.fileMissing),
  pictureTooLarge: refusal('profile.picture_too_large', AVATAR_MESSAGES.fileTooLarge),
  pictureTypeNotAllowed: refusal('profile.picture_type_not_allowed', AVATAR_MESSAGES.typeNotAllowed),
  pictureNotFound: refusal('profile.picture_not_found', AVATAR_MESSAGES.notFound),
  tooManyUploads: refusal('rate_limited', AVATAR_MESSAGES.tooManyUploads),
} as const;
