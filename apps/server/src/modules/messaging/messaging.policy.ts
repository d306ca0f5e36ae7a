import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import { errors } from '../../platform/errors';

/** Only a conversation's participants may read it, write in it or mark it read. */
export function canUseConversation(actorId: string, participantIds: readonly string[]): boolean {
  return participantIds.includes(actorId);
}

/**
 * The caller among a conversation's participants. Anyone else gets 404, as if the
 * conversation did not exist, so its id tells a stranger nothing.
 */
export function participantAsCaller<Participant extends { id: string }>(
  actorId: string,
  participants: readonly Participant[],
): Participant {
  const caller = participants.find((p) => p.id === actorId);
  if (!caller) throw errors.notFound(MESSAGING_ERRORS.conversationNotFound);
  return caller;
}
