/** Every messaging query starts with this; the user id keeps one account's cache from another's. */
export const MESSAGING_QUERY_KEY = ['messaging'] as const;

export const conversationsKey = (userId: string) =>
  [...MESSAGING_QUERY_KEY, userId, 'conversations'] as const;

/** Prefix of every cached thread of a user. */
export const threadsKey = (userId: string) => [...MESSAGING_QUERY_KEY, userId, 'thread'] as const;

export const threadKey = (userId: string, conversationId: string) =>
  [...threadsKey(userId), conversationId] as const;
