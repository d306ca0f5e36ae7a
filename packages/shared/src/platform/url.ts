import { FIELD_MESSAGES, tooLong } from './field-messages';
import { storableText } from './text';

/** The longest link a person may give. */
export const URL_MAX_LENGTH = 2048;

/**
 * True for an absolute web address people can open safely: `https:` or `http:` (many small
 * sites still answer only on http), a host, and no user name or password in it. Refuses
 * `javascript:`, `data:`, `file:` and the rest, which would run or read something when clicked.
 */
export function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    !url.username &&
    !url.password
  );
}

/**
 * The one schema for every link a person gives (portfolio samples and links, gig images...):
 * trimmed, at most URL_MAX_LENGTH, and a web address. `label` names the field in its messages
 * ("Each portfolio link").
 */
export const httpUrl = (label: string) =>
  storableText()
    .trim()
    .max(URL_MAX_LENGTH, tooLong(label, URL_MAX_LENGTH))
    .refine(isWebAddress, { error: FIELD_MESSAGES.notWebAddress(label) });
