import type { CareerTopic } from './career-facts';

/**
 * The built-in assistant's words (en-CA), in the product's voice: short, concrete, never a figure
 * it did not compute. French comes with the locale issue, beside these.
 */
export const CAREER_TEXTS = {
  engineLabel: "HireHand's built-in assistant",
  hello: (name: string) => `Hi ${name}! I can help you find work that fits your skills.`,
  noted: (skills: string) => `I noted ${skills}.`,
  fits: (professions: string) => `That fits ${professions} work.`,
  certificationTip: (certifications: string) =>
    `A certification such as ${certifications} often opens better-paid jobs: tell me if you hold one.`,
  jobsFound: (count: number, near: string | null) =>
    count === 1
      ? `I found 1 open job that fits${near ? ` near ${near}` : ''}: see below.`
      : `I found ${count} open jobs that fit${near ? ` near ${near}` : ''}: see below.`,
  noJobsYet: 'No open job fits these skills yet; new jobs arrive every day.',
  questions: {
    work: 'What kind of work do you do, or want to do? Tell me about your skills and tools.',
    experience: 'How much experience do you have in this work?',
    certifications: 'Do you hold any certifications, licences or tickets?',
    city: 'Which city or town do you want to work in?',
    availability: 'When are you available: full-time, part-time, weekends or flexible hours?',
    pay: 'What hourly pay are you looking for?',
  } satisfies Record<CareerTopic, string>,
  summary: (facts: string) => `Here is what I have so far: ${facts}.`,
  summaryNext:
    'Add these skills to your profile so employers find you, and look through the jobs that fit. Ask me anything else about finding work.',
  summaryNextVisitor:
    'Sign up free to save these skills on a profile employers can find, and look through the jobs that fit.',
  factLabels: {
    work: 'skills',
    experience: 'experience',
    certifications: 'certifications',
    city: 'city',
    availability: 'availability',
    pay: 'pay',
  } satisfies Record<CareerTopic, string>,
  suggestions: {
    work: ['I do electrical work', 'I want to work in a kitchen', 'I can drive a forklift'],
    experience: ['Less than a year', '3 to 5 years', 'More than 10 years'],
    certifications: ['I have my Red Seal', 'I have first aid and WHMIS', 'No certifications yet'],
    city: ['Toronto', 'Vancouver', 'Montréal'],
    availability: ['Full-time', 'Part-time', 'Weekends only'],
    pay: ['$25 an hour', '$35 an hour', '$50 an hour'],
    done: ['What jobs fit me?', 'How do I raise my trust score?', 'What does Professional give me?'],
  },
} as const;

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
