import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  type ConversationRow,
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
} from '../../db/schema/messaging';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';

export type NewConversation = typeof conversations.$inferInsert;
export type NewMessage = typeof messages.$inferInsert;

/** A person's public face in messaging: read in the same query as the rows that name them. */
const personColumns = {
  id: users.id,
  fullName: users.fullName,
  userType: users.userType,
  profilePicture: users.profilePicture,
};
export type Person = {
  id: string;
  fullName: string;
  userType: 'worker' | 'employer' | 'company';
  profilePicture: string | null;
};

/** Users named by id or by e-mail (case-insensitive), in one query. */
export async function findPeople(db: Executor, ids: string[], emails: string[]) {
  const conditions: SQL[] = [];
  if (ids.length) conditions.push(inArray(users.id, ids));
  if (emails.length) conditions.push(inArray(sql`lower(${users.email})`, emails));
  if (!conditions.length) return [];
  return db
    .select({ ...personColumns, email: users.email })
    .from(users)
    .where(conditions.length === 1 ? conditions[0] : sql`(${conditions[0]}) or (${conditions[1]})`);
}

export async function postingExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: postings.id }).from(postings).where(eq(postings.id, id));
  return !!row;
}

export async function findConversationByKey(db: Executor, key: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.dedupeKey, key));
  return row ?? null;
}

/** Inserts the conversation; null when one with the same dedupe key exists (the unique index decides, so races are safe). */
export async function insertConversation(tx: Executor, values: NewConversation) {
  const [row] = await tx.insert(conversations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertParticipants(tx: Executor, conversationId: string, userIds: string[]) {
  await tx.insert(conversationParticipants).values(userIds.map((userId) => ({ conversationId, userId })));
}

/**
 * Inserts a message and makes its time the conversation's last activity (never earlier than it
 * was, should two sends commit out of order), in one statement: both commit together, inside a
 * transaction or not.
 */
export async function insertMessage(db: Executor, values: NewMessage) {
  const inserted = db.$with('inserted').as(db.insert(messages).values(values).returning());
  const touched = db.$with('touched').as(
    db
      .update(conversations)
      .set({ updatedAt: sql`greatest(${conversations.updatedAt}, (select created_at from inserted))` })
      .where(eq(conversations.id, values.conversationId))
      .returning({ id: conversations.id }),
  );
  const [row] = await db.with(inserted, touched).select().from(inserted);
  return row!;
}

/** The participants of some conversations with their names and pictures, in joining order: one query. */
export async function listParticipants(db: Executor, conversationIds: string[]) {
  if (!conversationIds.length) return [];
  return db
    .select({ conversationId: conversationParticipants.conversationId, ...personColumns })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(inArray(conversationParticipants.conversationId, conversationIds))
    .orderBy(asc(conversationParticipants.joinedAt), asc(users.id));
}

const me = alias(conversationParticipants, 'me');

/**
 * The caller's conversations with job title, last message and unread count, newest activity
 * first: one query (a lateral join picks the last message by the thread index). With `limit`,
 * one page after the conversation `afterId` (compared in SQL, at full timestamp precision).
 */
export async function listConversationViews(
  db: Executor,
  userId: string,
  options: { onlyId?: string; afterId?: string; limit?: number } = {},
) {
  const last = db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      content: messages.content,
      messageType: messages.messageType,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message');
  const unread = sql<number>`(
    select count(*)::int from ${messages} unread
    where unread.conversation_id = ${conversations.id}
      and unread.sender_id <> ${me.userId}
      and unread.created_at > coalesce(${me.lastReadAt}, '-infinity'::timestamptz)
  )`;
  const conditions = [eq(me.userId, userId)];
  if (options.onlyId) conditions.push(eq(conversations.id, options.onlyId));
  if (options.afterId) {
    conditions.push(
      sql`(${conversations.updatedAt}, ${conversations.id}) < (
        select cursor.updated_at, cursor.id from ${conversations} cursor where cursor.id = ${options.afterId}
      )`,
    );
  }
  const query = db
    .select({
      conversation: conversations,
      jobTitle: postings.title,
      lastId: last.id,
      lastSenderId: last.senderId,
      lastContent: last.content,
      lastType: last.messageType,
      lastCreatedAt: last.createdAt,
      unreadCount: unread,
    })
    .from(conversations)
    .innerJoin(me, eq(me.conversationId, conversations.id))
    .leftJoin(postings, eq(postings.id, conversations.jobId))
    .leftJoinLateral(last, sql`true`)
    .where(and(...conditions))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id));
  return options.limit ? query.limit(options.limit) : query;
}

/** Unread messages (sent by others after the caller's read watermark) across all the caller's conversations. */
export async function countUnreadMessages(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`count(${messages.id})::int`,
    })
    .from(me)
    .innerJoin(
      messages,
      and(
        eq(messages.conversationId, me.conversationId),
        ne(messages.senderId, me.userId),
        sql`${messages.createdAt} > coalesce(${me.lastReadAt}, '-infinity'::timestamptz)`,
      ),
    )
    .where(eq(me.userId, userId));
  return row?.count ?? 0;
}

export type ConversationView = Awaited<ReturnType<typeof listConversationViews>>[number];

export async function messageInConversation(db: Executor, conversationId: string, messageId: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return !!row;
}

/**
 * One page of a thread with each message's readers (others whose last_read_at reaches it),
 * compared in SQL at full timestamp precision. Without a cursor: the newest page; `before`:
 * older than that message; `after`: newer than it, oldest first. Answers limit + 1 rows at most,
 * in query order (newest first unless `after`).
 */
export async function listMessageViews(
  db: Executor,
  props: { conversationId: string; before?: string; after?: string; limit: number },
) {
  const cursor = (id: string) => sql`(select c.created_at, c.id from ${messages} c where c.id = ${id})`;
  const conditions: SQL[] = [eq(messages.conversationId, props.conversationId)];
  if (props.before) conditions.push(sql`(${messages.createdAt}, ${messages.id}) < ${cursor(props.before)}`);
  if (props.after) conditions.push(sql`(${messages.createdAt}, ${messages.id}) > ${cursor(props.after)}`);
  const order = props.after
    ? [asc(messages.createdAt), asc(messages.id)]
    : [desc(messages.createdAt), desc(messages.id)];
  return db
    .select({
      message: messages,
      sender: personColumns,
      readBy: sql<string[]>`array(
        select p.user_id::text from ${conversationParticipants} p
        where p.conversation_id = ${messages.conversationId}
          and p.user_id <> ${messages.senderId}
          and p.last_read_at >= ${messages.createdAt}
        order by p.user_id
      )`,
      // Reading implies receiving, so a reader counts as delivered too.
      deliveredTo: sql<string[]>`array(
        select p.user_id::text from ${conversationParticipants} p
        where p.conversation_id = ${messages.conversationId}
          and p.user_id <> ${messages.senderId}
          and greatest(p.last_delivered_at, p.last_read_at) >= ${messages.createdAt}
        order by p.user_id
      )`,
      attachment: messageAttachments,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .leftJoin(messageAttachments, eq(messageAttachments.messageId, messages.id))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(props.limit + 1);
}

export type MessageView = Awaited<ReturnType<typeof listMessageViews>>[number];

/**
 * Marks everything in the conversation read for the user, up to its newest message; null
 * when the user takes no part in it. The read time never moves back.
 */
export async function markConversationRead(db: Executor, conversationId: string, userId: string) {
  const newest = db
    .select({ id: messages.id, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  const [row] = await db
    .update(conversationParticipants)
    .set({
      lastReadAt: sql`greatest(${conversationParticipants.lastReadAt}, clock_timestamp())`,
      lastReadMessageId: sql`coalesce((select n.id from (${newest}) n), ${conversationParticipants.lastReadMessageId})`,
    })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .returning({
      lastReadAt: conversationParticipants.lastReadAt,
      lastReadMessageId: conversationParticipants.lastReadMessageId,
    });
  return row?.lastReadAt ? { readAt: row.lastReadAt, messageId: row.lastReadMessageId } : null;
}

/**
 * Moves the user's delivery watermark up to the message's time, when the message is in the
 * conversation, was sent by someone else and is not yet covered (by delivery or reading); it
 * never moves back. Answers the conversation's participant ids when it moved, else none: one
 * statement either way.
 */
export async function markDeliveredUpTo(
  db: Executor,
  props: { conversationId: string; userId: string; messageId: string },
): Promise<string[]> {
  const moved = db.$with('moved').as(
    db
      .update(conversationParticipants)
      .set({ lastDeliveredAt: sql`${messages.createdAt}` })
      .from(messages)
      .where(
        and(
          eq(messages.id, props.messageId),
          eq(messages.conversationId, props.conversationId),
          ne(messages.senderId, props.userId),
          eq(conversationParticipants.conversationId, props.conversationId),
          eq(conversationParticipants.userId, props.userId),
          sql`${messages.createdAt} > coalesce(greatest(${conversationParticipants.lastDeliveredAt}, ${conversationParticipants.lastReadAt}), '-infinity'::timestamptz)`,
        ),
      )
      .returning({ conversationId: conversationParticipants.conversationId }),
  );
  const rows = await db
    .with(moved)
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      inArray(conversationParticipants.conversationId, db.select({ id: moved.conversationId }).from(moved)),
    );
  return rows.map((row) => row.userId);
}

/** The user ids of a conversation's participants (empty for an unknown conversation). */
export async function listParticipantIds(db: Executor, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

/** Everyone who shares at least one conversation with the user, in one query. */
export async function listContactIds(db: Executor, userId: string): Promise<string[]> {
  const other = alias(conversationParticipants, 'other');
  const rows = await db
    .selectDistinct({ userId: other.userId })
    .from(me)
    .innerJoin(other, eq(other.conversationId, me.conversationId))
    .where(and(eq(me.userId, userId), ne(other.userId, userId)));
  return rows.map((row) => row.userId);
}

/**
 * Every message of every conversation the user takes part in, with its sender's name and its
 * attachment's name, type and size, oldest first per conversation: one query (data export).
 */
export async function listMessagesOfParticipant(db: Executor, userId: string) {
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      content: messages.content,
      messageType: messages.messageType,
      createdAt: messages.createdAt,
      sender: { id: users.id, fullName: users.fullName },
      attachment: {
        fileName: messageAttachments.fileName,
        contentType: messageAttachments.contentType,
        sizeBytes: messageAttachments.sizeBytes,
      },
    })
    .from(messages)
    .innerJoin(me, and(eq(me.conversationId, messages.conversationId), eq(me.userId, userId)))
    .innerJoin(users, eq(users.id, messages.senderId))
    .leftJoin(messageAttachments, eq(messageAttachments.messageId, messages.id))
    .orderBy(asc(messages.conversationId), asc(messages.createdAt), asc(messages.id));
}
