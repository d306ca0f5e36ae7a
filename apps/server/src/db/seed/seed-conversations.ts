import type { Executor } from '../client';
import { conversationParticipants, conversations, messages } from '../schema/messaging';
import type { UserRow } from '../schema/users';
import { DEMO_CONVERSATIONS } from './demo-conversations';

const MINUTE = 60_000;

/**
 * Demo conversations linked to their postings, stored as POST /api/conversations and the
 * message route store them (same dedupe key, last activity, read and delivery state).
 */
export async function seedConversations(
  db: Executor,
  person: (email: string) => UserRow,
  postingId: (key: string) => string,
  now = Date.now(),
) {
  let messageCount = 0;
  for (const demo of DEMO_CONVERSATIONS) {
    const people = demo.people.map(person);
    const jobId = postingId(demo.posting);
    const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
    const first = demo.messages[0]!;
    const last = demo.messages.at(-1)!;
    const [conversation] = await db
      .insert(conversations)
      .values({
        jobId,
        createdBy: person(first.from).id,
        createdAt: at(first.minutesAgo),
        updatedAt: at(last.minutesAgo),
        dedupeKey: `${people
          .map((p) => p.id)
          .sort()
          .join(',')}|${jobId}`,
      })
      .returning();
    await db.insert(messages).values(
      demo.messages.map((message) => ({
        conversationId: conversation!.id,
        senderId: person(message.from).id,
        content: message.content,
        createdAt: at(message.minutesAgo),
      })),
    );
    await db.insert(conversationParticipants).values(
      people.map((p) => {
        const readUpTo = demo.readUpTo[p.email];
        const readAt = readUpTo === undefined ? null : at(readUpTo);
        // Everything older than the newest message has reached their devices.
        return {
          conversationId: conversation!.id,
          userId: p.id,
          joinedAt: at(first.minutesAgo),
          lastReadAt: readAt,
          lastDeliveredAt: at(last.minutesAgo),
        };
      }),
    );
    messageCount += demo.messages.length;
  }
  return { conversations: DEMO_CONVERSATIONS.length, messages: messageCount };
}
