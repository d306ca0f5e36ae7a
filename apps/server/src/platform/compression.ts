import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * JSON and text (HTML, CSS, JavaScript, SVG, XML), never an event stream (it must flush
 * event by event) nor binary types: images, archives and other files are compressed
 * already, and an attachment's bytes go out as they were stored.
 */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)(?:;|$)|image\/svg\+xml)/;

/**
 * Brotli or gzip, as the request's Accept-Encoding prefers, for answers over the threshold,
 * with `Vary: Accept-Encoding`. An answer that already has a Content-Encoding (precompressed
 * static files) goes untouched, and so does a WebSocket upgrade (no reply body). Requests
 * are not decompressed: a compressed request body stays as unsupported as before.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
  });
}
