/** Only a conversation's participants may read it, write in it or mark it read. */
export function canUseConversation(actorId: string, participantIds: readonly string[]): boolean {
  return participantIds.includes(actorId);
}
