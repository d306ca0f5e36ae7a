import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type AttachmentContentType,
  isImageContentType,
  MESSAGING_MESSAGES,
} from '@hirehand/shared/messaging/messaging';
import { APP_LOCALE } from '@/lib/format';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/**
 * Checks a chosen file before uploading it, with the server's own limits and texts: at most
 * 10 MB, and an allowed extension (JPG or PNG from the Image item). The server sniffs the bytes
 * (a renamed file is refused there), so browsers' unreliable MIME guesses are not consulted here.
 * Answers the message to show, or null when the file may go.
 */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>, kind: 'image' | 'file'): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return MESSAGING_MESSAGES.fileTooLarge;
  if (file.size === 0) return MESSAGING_MESSAGES.fileMissing;
  const extension = extensionOf(file.name);
  const match = (Object.entries(ATTACHMENT_TYPES) as [AttachmentContentType, readonly string[]][]).find(
    ([, extensions]) => extensions.includes(extension),
  );
  if (!match) return MESSAGING_MESSAGES.fileTypeNotAllowed;
  if (kind === 'image' && !isImageContentType(match[0])) return MESSAGING_MESSAGES.fileTypeNotAllowed;
  return null;
}

/** "2.4 MB", "830 KB", "120 bytes". */
export function formatFileSize(bytes: number, locale = APP_LOCALE): string {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1024 * 1024) return `${number(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes)} bytes`;
}
