import type { Refusal } from '@hirehand/shared/platform/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from './errors';

export interface MultipartFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * The `file` part of a multipart upload, read whole (the route's multipart limits cap its size);
 * null when there is none. An upload the parser cannot read (no boundary, no closing boundary,
 * broken part headers, over the part limits, cut short) holds no file: a 400 with the feature's
 * text, never the parser's error as a 500; a file over the size limit is a 413.
 */
export async function readMultipartFile(
  app: FastifyInstance,
  request: FastifyRequest,
  refusals: { feature: string; fileTooLarge: Refusal; fileMissing: Refusal },
): Promise<MultipartFile | null> {
  if (!request.isMultipart()) return null;
  try {
    const part = await request.file();
    if (!part) return null;
    if (part.fieldname !== 'file') {
      part.file.resume(); // drain it, so the request ends and the answer goes out
      return null;
    }
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError)
      throw errors.payloadTooLarge(refusals.fileTooLarge);
    request.log.info({ err: error, feature: refusals.feature }, 'unreadable upload');
    throw errors.badRequest(refusals.fileMissing);
  }
}
