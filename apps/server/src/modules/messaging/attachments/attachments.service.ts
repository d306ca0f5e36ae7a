import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AttachmentContentType,
  attachmentMessageContent,
  isImageContentType,
  type MessageDto,
} from '@hirehand/shared/messaging/messaging';
import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageAttachmentRow } from '../../../db/schema/messaging';
import { publishCommitted } from '../../../platform/bus/publish-committed';
import type { AppContext } from '../../../platform/context';
import { errors } from '../../../platform/errors';
import { isUuid } from '../../../platform/ids';
import { MESSAGE_CREATED_EVENT } from '../messaging.events';
import { participantAsCaller } from '../messaging.policy';
import { toMessageDto } from '../messaging.presenter';
import { insertMessage } from '../messaging.repo';
import { participantsFor } from '../messaging.service';
import { findAttachmentForParticipant, insertAttachment } from './attachments.repo';
import { cleanFileName } from './file-name';
import { attachmentTypeOf } from './sniff';

type Base = { ctx: AppContext; log: FastifyBaseLogger; actorId: string };

/** A file as the client sent it: its claimed name and its bytes. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** PostgreSQL's foreign_key_violation, wherever the driver or the ORM wrapped it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true;
  }
  return false;
}

/**
 * Sends a file as a message. Checks the caller takes part before reading the upload; the
 * type comes from the bytes and must match the name's extension. The bytes are stored
 * first, then the message and its attachment row are inserted in one transaction (an
 * object whose transaction fails is deleted again), then `message.created` is published.
 */
export async function uploadAttachment(
  props: Base & { conversationId: string; readFile: () => Promise<UploadedFile | null> },
): Promise<MessageDto> {
  const { ctx, log, actorId } = props;
  const people = await participantsFor(ctx, actorId, props.conversationId);
  const conversationId = props.conversationId.toLowerCase();

  const file = await props.readFile();
  if (!file || file.bytes.length === 0) throw errors.badRequest(MESSAGING_ERRORS.fileMissing);
  const fileName = cleanFileName(file.fileName);
  const contentType: AttachmentContentType | null = attachmentTypeOf(file.bytes, fileName);
  if (!contentType) throw errors.unsupportedMediaType(MESSAGING_ERRORS.fileTypeNotAllowed);
  const kind = isImageContentType(contentType) ? 'image' : 'file';

  const storageKey = `${conversationId}/${randomUUID()}`;
  await ctx.storage.put(storageKey, file.bytes, contentType);
  let stored: Awaited<ReturnType<typeof insertAttachmentMessage>>;
  try {
    stored = await insertAttachmentMessage(ctx, {
      conversationId,
      senderId: actorId,
      kind,
      attachment: { storageKey, fileName, contentType, sizeBytes: file.bytes.length },
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch((err) => {
      log.error(
        { err, feature: 'messaging', storageKey },
        'stored attachment of a failed upload not deleted',
      );
    });
    // The conversation was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw errors.notFound(MESSAGING_ERRORS.conversationNotFound);
    throw error;
  }

  const message = toMessageDto(stored.message, participantAsCaller(actorId, people), {
    attachment: stored.attachment,
  });
  await publishCommitted(
    ctx,
    {
      type: MESSAGE_CREATED_EVENT,
      payload: { conversationId, message, participantIds: people.map((p) => p.id) },
    },
    log,
  );
  log.info(
    {
      feature: 'messaging',
      conversationId,
      attachmentId: stored.attachment.id,
      contentType,
      bytes: file.bytes.length,
    },
    'attachment sent',
  );
  return message;
}

function insertAttachmentMessage(
  ctx: AppContext,
  props: {
    conversationId: string;
    senderId: string;
    kind: 'image' | 'file';
    attachment: Pick<MessageAttachmentRow, 'storageKey' | 'fileName' | 'contentType' | 'sizeBytes'>;
  },
) {
  return ctx.db.transaction(async (tx) => {
    const message = await insertMessage(tx, {
      conversationId: props.conversationId,
      senderId: props.senderId,
      content: attachmentMessageContent(props.kind, props.attachment.fileName),
      messageType: props.kind,
    });
    const attachment = await insertAttachment(tx, {
      ...props.attachment,
      messageId: message.id,
      conversationId: props.conversationId,
    });
    return { message, attachment };
  });
}

/**
 * An attachment's row and bytes, for a participant of its conversation. Anyone else, a
 * malformed id, or bytes missing from storage: 404, the same answer as an unknown id.
 */
export async function openAttachment(
  props: Base & { conversationId: string; attachmentId: string },
): Promise<{ attachment: MessageAttachmentRow; body: Readable }> {
  const { ctx, log } = props;
  if (!isUuid(props.conversationId) || !isUuid(props.attachmentId)) {
    throw errors.notFound(MESSAGING_ERRORS.attachmentNotFound);
  }
  const attachment = await findAttachmentForParticipant(ctx.db, {
    conversationId: props.conversationId.toLowerCase(),
    attachmentId: props.attachmentId.toLowerCase(),
    userId: props.actorId,
  });
  if (!attachment) throw errors.notFound(MESSAGING_ERRORS.attachmentNotFound);
  const body = await ctx.storage.get(attachment.storageKey);
  if (!body) {
    log.error({ feature: 'messaging', attachmentId: attachment.id }, 'attachment bytes missing from storage');
    throw errors.notFound(MESSAGING_ERRORS.attachmentNotFound);
  }
  return { attachment, body };
}
