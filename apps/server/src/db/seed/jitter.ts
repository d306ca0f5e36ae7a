/** A stable offset in [-scale/2, scale/2) from a text, so demo points in one city do not coincide. */
export function jitter(seed: string, scale = 0.02): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return ((Math.abs(h) % 1000) / 1000 - 0.5) * scale;
}
