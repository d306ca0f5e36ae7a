/** The floating assistant's canned texts: loaded when its panel first opens (namespace assistant-replies). */
export const assistantReplies = {
  greeting:
    "Hi! I'm the HireHand assistant. Ask me about finding work, how the trust score works, or posting a job.",
  suggestions: [
    'find painting jobs near me',
    'how does trust score work',
    'post a weekend helper job',
    'show me student-friendly gigs',
  ],
  replies: {
    jobs: 'Open jobs and gigs are in the Find work section: filter by city, pay and schedule, then apply in a few taps.',
    trust:
      'Your trust score runs from 0 to 100. It grows as you verify your e-mail and identity, finish jobs and collect good reviews, and employers see it on every application.',
    post: 'To hire, choose Post Job: describe the task, set the pay and the place, and we show it to matching workers nearby for 30 days.',
    generic:
      'I can help with finding jobs, your trust score and posting work. Try one of the suggestions, or reach our support team from the Contact page.',
  },
} as const;
