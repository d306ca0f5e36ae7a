import { ATTACHMENT_TYPES, type AttachmentContentType } from '@hirehand/shared/messaging/messaging';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PDF = Buffer.from('%PDF-', 'latin1');

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/**
 * Whether a ZIP archive lists an entry under `prefix`, read from its central directory
 * (the index at the end of the file) rather than by searching the compressed bytes.
 */
export function zipHasEntryUnder(bytes: Buffer, prefix: string): boolean {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff); // the archive comment is at most 64 KB
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) !== END_OF_CENTRAL_DIRECTORY) continue;
    const entries = bytes.readUInt16LE(at + 10);
    let offset = bytes.readUInt32LE(at + 16);
    for (let n = 0; n < entries; n += 1) {
      if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) return false;
      const nameLength = bytes.readUInt16LE(offset + 28);
      const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
      if (name.startsWith(prefix)) return true;
      offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    }
    return false;
  }
  return false;
}

/**
 * The attachment type the bytes are, by their magic numbers, or null for anything else.
 * DOC is an OLE compound file (as are XLS and PPT: the extension check tells them apart);
 * DOCX is a ZIP with a `word/` part.
 */
export function sniffContentType(bytes: Buffer): AttachmentContentType | null {
  const startsWith = (magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);
  if (startsWith(PDF)) return 'application/pdf';
  if (startsWith(PNG)) return 'image/png';
  if (startsWith(JPEG)) return 'image/jpeg';
  if (startsWith(OLE)) return 'application/msword';
  if (startsWith(ZIP) && zipHasEntryUnder(bytes, 'word/')) return DOCX;
  return null;
}

/** The lower-case extension with its dot (".pdf"), or "" when the name has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot).toLowerCase() : '';
}

/**
 * The type to store and serve the file as: what the bytes are, provided the name's extension
 * is one of that type's extensions. Anything else (an unknown format, a PNG named .pdf,
 * text named .pdf) is null, and the upload is refused.
 */
export function attachmentTypeOf(bytes: Buffer, fileName: string): AttachmentContentType | null {
  const type = sniffContentType(bytes);
  if (!type) return null;
  const extensions: readonly string[] = ATTACHMENT_TYPES[type];
  return extensions.includes(extensionOf(fileName)) ? type : null;
}
