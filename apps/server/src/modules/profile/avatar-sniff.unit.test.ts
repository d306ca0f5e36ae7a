import { describe, expect, it } from 'vitest';
import { exeFile, jpegFile, pdfFile, pngFile } from '../../../test/files';
import { sniffAvatarType } from './avatar-sniff';

/** A 1x1 lossless WebP (RIFF, WEBP, VP8L). */
const webpFile = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

describe('sniffAvatarType', () => {
  it('knows PNG, JPEG and WebP by their bytes', () => {
    expect(sniffAvatarType(pngFile())).toBe('image/png');
    expect(sniffAvatarType(jpegFile())).toBe('image/jpeg');
    expect(sniffAvatarType(webpFile())).toBe('image/webp');
  });

  it('refuses everything else, whatever it would be named', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const riffWave = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]);
    for (const bytes of [
      svg,
      gif,
      riffWave,
      pdfFile(),
      exeFile(),
      Buffer.alloc(0),
      pngFile().subarray(0, 10),
    ]) {
      expect(sniffAvatarType(bytes)).toBeNull();
    }
  });
});
