/** Real files for upload tests, made in memory so no binary fixture lives in the repository. */
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

/** A real 8-bit RGB PNG; `colourAt(x, y)` paints each pixel (one grey by default). */
export function png(
  width: number,
  height: number,
  colourAt: (x: number, y: number) => Rgb = () => [90, 90, 90],
) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: height }, (_, y) => {
    const pixels = Buffer.alloc(width * 3);
    for (let x = 0; x < width; x += 1) pixels.set(colourAt(x, y), x * 3);
    return Buffer.concat([Buffer.from([0]), pixels]); // filter type 0 for each row
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A tiny but real PDF file. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
