/**
 * Counts each user's open sockets, so that "online" is announced on the first socket and
 * "offline" on the last one, wherever (on which instance) they are.
 */
export interface PresenceCounter {
  readonly name: 'in-process' | 'redis';
  /** One more socket for the user; true when it is the user's only one anywhere. */
  add(userId: string): Promise<boolean>;
  /** One socket fewer; true when it was the user's last one anywhere. */
  remove(userId: string): Promise<boolean>;
  /** Forgets every socket this instance counted (shutdown); answers the users left with none anywhere. */
  dropInstance(): Promise<string[]>;
}

/** One instance: the counts live in memory. */
export function createLocalPresence(): PresenceCounter {
  const counts = new Map<string, number>();
  return {
    name: 'in-process',
    async add(userId) {
      const count = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, count);
      return count === 1;
    },
    async remove(userId) {
      const count = (counts.get(userId) ?? 0) - 1;
      if (count > 0) {
        counts.set(userId, count);
        return false;
      }
      counts.delete(userId);
      return count === 0;
    },
    async dropInstance() {
      const users = [...counts.keys()];
      counts.clear();
      return users;
    },
  };
}
