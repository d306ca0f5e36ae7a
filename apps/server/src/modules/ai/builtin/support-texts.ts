import type { HelpCategory } from '@hirehand/shared/help/help';

/**
 * The support assistant's words (en-CA), in the product's voice (decision 037). No figure lives
 * here: prices, payout times and counts come from the help articles (which read the plan catalog
 * and configuration) or from the app's own search, never from this file.
 */
export const SUPPORT_TEXTS = {
  engineLabel: "HireHand's built-in assistant",
  greeting: (name: string | null) =>
    `Hi${name ? ` ${name}` : ''}! I'm HireHand's support assistant. Ask me about your account, jobs, payments or safety, and I'll answer from the help centre.`,
  human:
    'Of course. You can open a request with the support team using the button below: they will read this conversation and answer you.',
  fromArticle: (title: string, excerpt: string) => `From “${title}”: ${excerpt}`,
  readMore: 'The full article is linked below.',
  notFound:
    'I could not find an answer in the help centre. You can open a request with the support team using the button below.',
  nearMisses: 'These articles came closest:',
  jobsFound: (count: number, atLeast: boolean, what: string, near: string | null) =>
    `I found ${atLeast ? `${count} or more` : count} open ${what}${count === 1 && !atLeast ? 'job' : 'jobs'}${near ? ` near ${near}` : ''}.`,
  firstJobs: (shown: number) => `Here are the first ${shown}; the board lists them all.`,
  jobsBelow: 'See below, or open the board for more.',
  noJobs: (what: string, near: string | null) =>
    `I found no open ${what}jobs${near ? ` near ${near}` : ''} right now. Try a wider search: another city, another kind of work, or the whole board.`,
  askWhatWork:
    'What kind of work are you looking for, and where? For example: "find painting jobs in Toronto".',
  widenSuggestions: ['Show jobs anywhere', 'Find jobs in Toronto', 'How do I search the job board?'],
  jobSuggestions: [
    'How do I apply for a job?',
    'How do I track my applications?',
    'How does the trust score work?',
  ],
  humanSuggestions: ['How do I contact support?', 'How do I report a problem?'],
  /** The widget's suggestions per category: questions the help centre's articles answer. */
  categorySuggestions: {
    general: ['What is HireHand?', 'How do I get started?', 'What are the account types?'],
    account: ['How do I reset my password?', 'How do I edit my profile?', 'How do I verify my e-mail?'],
    jobs: ['How do I apply for a job?', 'How do I post a job?', 'Find jobs near me'],
    payments: ['What do the membership plans cost?', 'How do I cancel my plan?', 'How do refunds work?'],
    technical: ["A page won't load", 'I have problems signing in', 'How do notifications work?'],
    safety: ['How does the trust score work?', 'How do I avoid scams?', 'How do I report a member?'],
  } satisfies Record<HelpCategory, readonly string[]>,
} as const;
