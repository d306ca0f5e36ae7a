import multipart from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES, isImageContentType, MessageDto } from '@hirehand/shared/messaging/messaging';
import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import { ErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/auth/auth-guard';
import { readMultipartFile } from '../../../platform/multipart-file';
import { messageSendLimit } from '../message-send.limit';
import { openAttachment, uploadAttachment } from './attachments.service';
import { contentDisposition } from './file-name';

/** Any text: a malformed id is answered 404 like an unknown one. */
const ConversationParams = z.object({ id: z.string().max(100) });
const AttachmentParams = z.object({ id: z.string().max(100), attachmentId: z.string().max(100) });

export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = { tags: ['messaging'], security: [{ bearerAuth: [] }] };
  // Registered in this scope only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: ATTACHMENT_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });

  app.post(
    '/conversations/:id/attachments',
    {
      // The same per-user counter as text messages: an attachment is a message.
      preHandler: [app.authenticate, messageSendLimit(app)],
      schema: {
        ...base,
        summary:
          'Send a file as a message (participants only): multipart field `file`, PDF, JPG, PNG, DOC or DOCX up to 10 MB',
        consumes: ['multipart/form-data'],
        params: ConversationParams,
        response: {
          201: MessageDto,
          400: ErrorDto,
          401: ErrorDto,
          404: ErrorDto,
          413: ErrorDto,
          415: ErrorDto,
          429: ErrorDto,
        },
      },
    },
    async (request, reply) => {
      const message = await uploadAttachment({
        ctx: app.ctx,
        log: request.log,
        actorId: actorOf(request).userId,
        conversationId: request.params.id,
        readFile: () =>
          readMultipartFile(app, request, {
            feature: 'messaging',
            fileTooLarge: MESSAGING_ERRORS.fileTooLarge,
            fileMissing: MESSAGING_ERRORS.fileMissing,
          }),
      });
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/conversations/:id/attachments/:attachmentId',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'Download an attachment (participants only), under the name the server stored',
        params: AttachmentParams,
        // A stream: sent as is, never serialized against this schema.
        response: { 200: z.any().describe('The file'), 401: ErrorDto, 404: ErrorDto },
      },
    },
    async (request, reply) => {
      const { attachment, body } = await openAttachment({
        ctx: app.ctx,
        log: request.log,
        actorId: actorOf(request).userId,
        conversationId: request.params.id,
        attachmentId: request.params.attachmentId,
      });
      const disposition = isImageContentType(attachment.contentType) ? 'inline' : 'attachment';
      // The bytes are someone else's upload: never let a browser sniff, script or cache them.
      return reply
        .type(attachment.contentType)
        .header('content-length', attachment.sizeBytes)
        .header('content-disposition', contentDisposition(disposition, attachment.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(body);
    },
  );
};
