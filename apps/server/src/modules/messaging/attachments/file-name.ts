export const FILE_NAME_MAX_LENGTH = 200;

/**
 * Control characters (Cc), path separators, and the invisible format marks (Cf) that
 * reorder or hide text, so that "gpj.exe" cannot pose as "exe.jpg".
 */
const UNSAFE = /[\p{Cc}\p{Cf}/\\]/gu;

/**
 * The uploader's file name made safe to store and to serve in Content-Disposition:
 * the last path segment, without unsafe characters, trimmed, at most 200 characters with
 * the extension kept. A name with nothing left becomes "attachment" plus its extension.
 */
export function cleanFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const name = base.replace(UNSAFE, '').trim().replace(/^\.+/, '').trim();
  const dot = name.lastIndexOf('.');
  // A long "extension" is no extension (and no allowed type): it stays in the stem, cut to size.
  const extension = dot >= 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  const stem = name.slice(0, name.length - extension.length).trim();
  const chars = Array.from(stem || 'attachment'); // by code point, never splitting a surrogate pair
  const room = FILE_NAME_MAX_LENGTH - extension.length;
  return `${chars.slice(0, room).join('').trim()}${extension}`;
}

/** RFC 5987 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves alone but the RFC does not. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Content-Disposition header for a download: `inline` (images shown in the page) or
 * `attachment`, an ASCII `filename` for old clients and `filename*` with the real name.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
