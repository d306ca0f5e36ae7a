import type { AvatarContentType } from '@hirehand/shared/profile/avatar';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBPVP8', 'latin1');

const at = (bytes: Buffer, offset: number, magic: Buffer) =>
  bytes.length >= offset + magic.length && bytes.subarray(offset, offset + magic.length).equals(magic);

/**
 * The picture type the bytes are, by their own signature (never the name or the type the client
 * claimed), or null for anything else: SVG (it can carry script), GIF, HEIC, text named .png.
 * A PNG must open with its IHDR header; a WebP is a RIFF file whose form is WEBP with a VP8 chunk.
 */
export function sniffAvatarType(bytes: Buffer): AvatarContentType | null {
  if (at(bytes, 0, PNG) && at(bytes, 12, Buffer.from('IHDR', 'latin1'))) return 'image/png';
  if (at(bytes, 0, JPEG)) return 'image/jpeg';
  if (at(bytes, 0, RIFF) && at(bytes, 8, WEBP)) return 'image/webp';
  return null;
}
