import {
  type ConversationDto,
  type CreateConversationInput,
  isEmailParticipant,
  MESSAGING_MESSAGES,
} from '@hirehand/shared/messaging/messaging';
import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { publishCommitted } from '../../platform/bus/publish-committed';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { MESSAGE_CREATED_EVENT } from './messaging.events';
import { toMessageDto } from './messaging.presenter';
import {
  findConversationByKey,
  findPeople,
  insertConversation,
  insertMessage,
  insertParticipants,
  type Person,
  postingExists,
} from './messaging.repo';
import { conversationView, senderOf, sendMessage } from './messaging.service';

type Base = { ctx: AppContext; actorId: string };

/**
 * Resolves ids and e-mails to users. An unknown id (or a value that is neither) is a 404 naming
 * it, decided before any e-mail is looked at; an e-mail without an account gives null, which the
 * caller must answer exactly as if it had one.
 */
async function resolveParticipants(ctx: AppContext, values: string[]): Promise<Person[] | null> {
  const emails = values.filter(isEmailParticipant).map((v) => v.toLowerCase());
  const ids = values.filter((v) => !isEmailParticipant(v));
  const found = await findPeople(
    ctx.db,
    ids.filter(isUuid).map((v) => v.toLowerCase()),
    emails,
  );
  const byId = ids.map((value) => {
    const person = found.find((p) => p.id === value.toLowerCase());
    if (!person) throw errors.notFound(MESSAGING_ERRORS.userNotFound(value));
    return person;
  });
  const byEmail = emails.map((email) => found.find((p) => p.email.toLowerCase() === email));
  if (byEmail.some((person) => !person)) return null;
  return [...byId, ...(byEmail as Person[])];
}

/** The job to link, normalized; unknown or malformed is a 404 (checked before anyone is looked up). */
async function linkedJobId(ctx: AppContext, jobId: string | null | undefined): Promise<string | null> {
  if (jobId === null || jobId === undefined) return null;
  if (!(isUuid(jobId) && (await postingExists(ctx.db, jobId.toLowerCase())))) {
    throw errors.notFound(MESSAGING_ERRORS.jobNotFound);
  }
  return jobId.toLowerCase();
}

type CreateProps = Base & { log: FastifyBaseLogger; input: z.output<typeof CreateConversationInput> };

export type CreateConversationResult =
  | { kind: 'conversation'; created: boolean; conversation: ConversationDto }
  | { kind: 'requested'; message: string };

/**
 * POST /api/conversations. Participants by id (already public on job cards and applications) get
 * the conversation itself. When anyone is named by e-mail the answer is one text whether or not
 * the address has an account: the conversation is started only if it has, and the caller finds
 * it in their list. (That list still shows a conversation that was started: messaging someone
 * means seeing the thread; the per-user limit and the other person seeing who wrote bound it.)
 */
export async function createConversation(props: CreateProps): Promise<CreateConversationResult> {
  const { ctx, input } = props;
  const jobId = await linkedJobId(ctx, input.job_id);
  const others = await resolveParticipants(ctx, input.participant_ids);
  if (!input.participant_ids.some(isEmailParticipant)) {
    return { kind: 'conversation', ...(await openConversation(props, others!, jobId)) };
  }
  if (others) await openConversation(props, others, jobId);
  return {
    kind: 'requested',
    message: input.initial_message
      ? MESSAGING_MESSAGES.requestedWithMessage
      : MESSAGING_MESSAGES.requestedWithoutMessage,
  };
}

/**
 * Starts a conversation between the caller and the given people, optionally linked to a job.
 * For the same people and job it answers the existing conversation (created: false) instead;
 * the unique dedupe key makes that hold under concurrent requests too. The initial message is
 * the first message of a new conversation, or sent into the existing one.
 */
async function openConversation(
  props: CreateProps,
  others: Person[],
  jobId: string | null,
): Promise<{ created: boolean; conversation: ConversationDto }> {
  const { ctx, actorId, input } = props;
  const memberIds = [...new Set([actorId, ...others.map((p) => p.id)])].sort();
  if (memberIds.length < 2) throw errors.badRequest(MESSAGING_ERRORS.needAnotherParticipant);
  const dedupeKey = `${memberIds.join(',')}|${jobId ?? '-'}`;

  const existing = await findConversationByKey(ctx.db, dedupeKey);
  if (existing) return { created: false, conversation: await existingConversation(props, existing.id) };

  const result = await ctx.db.transaction(async (tx) => {
    const conversation = await insertConversation(tx, {
      jobId,
      title: input.title?.trim() || null,
      createdBy: actorId,
      dedupeKey,
    });
    if (!conversation) return null; // a concurrent request created it first
    await insertParticipants(tx, conversation.id, memberIds);
    const message = input.initial_message
      ? await insertMessage(tx, {
          conversationId: conversation.id,
          senderId: actorId,
          content: input.initial_message,
        })
      : null;
    return { conversation, message };
  });
  if (!result) {
    const raced = await findConversationByKey(ctx.db, dedupeKey);
    return { created: false, conversation: await existingConversation(props, raced!.id) };
  }

  const conversation = await conversationView(ctx, actorId, result.conversation.id);
  if (result.message) {
    const sender = await senderOf(ctx, actorId, result.conversation.id);
    await publishCommitted(
      ctx,
      {
        type: MESSAGE_CREATED_EVENT,
        payload: {
          conversationId: result.conversation.id,
          message: toMessageDto(result.message, sender),
          participantIds: memberIds,
        },
      },
      props.log,
    );
  }
  props.log.info({ feature: 'messaging', conversationId: conversation.id }, 'conversation created');
  return { created: true, conversation };
}

/** An existing conversation as the caller sees it, after sending the initial message (if any) into it. */
async function existingConversation(props: CreateProps, conversationId: string) {
  const content = props.input.initial_message;
  if (content) {
    await sendMessage({ ...props, conversationId, input: { content, message_type: 'text' } });
  }
  return conversationView(props.ctx, props.actorId, conversationId);
}
