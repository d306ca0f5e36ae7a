export type ReplyTopic = 'trust' | 'post' | 'jobs' | 'generic';

// Most specific first: "how does trust score work" is about trust, "post a weekend helper job" about hiring.
const TOPICS: [ReplyTopic, RegExp][] = [
  ['trust', /\b(trust|score|verif\w*)\b/i],
  ['post', /\b(post\w*|hire|hiring|helper)\b/i],
  ['jobs', /\b(jobs?|work\w*|gigs?)\b/i],
];

/** The floating assistant's local keyword match; it makes no call. */
export function replyTopic(message: string): ReplyTopic {
  return TOPICS.find(([, pattern]) => pattern.test(message))?.[0] ?? 'generic';
}
