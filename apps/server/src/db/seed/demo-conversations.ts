const demo = (local: string) => `${local}@demo.hirehand.ca`;
const MAYA = demo('maya.worker');
const NOAH = demo('noah.tremblay');
const OLIVIA = demo('olivia.employer');
const NORTH_SHORE = 'hiring@northshore-build.demo.hirehand.ca';

export interface DemoMessage {
  from: string;
  /** Minutes before the seed ran. */
  minutesAgo: number;
  content: string;
}

export interface DemoConversation {
  /** The demo posting it is linked to (a key of DEMO_JOBS or DEMO_GIGS). */
  posting: string;
  people: [string, string];
  messages: DemoMessage[];
  /** Each person has read everything up to this many minutes ago (omitted: nothing read). */
  readUpTo: Partial<Record<string, number>>;
}

/** Threads between demo people about their postings, with some messages left unread. */
export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    posting: 'panel-upgrade',
    people: [OLIVIA, MAYA],
    messages: [
      {
        from: OLIVIA,
        minutesAgo: 26 * 60,
        content:
          'Hi Maya, thanks for applying to the panel upgrade. Could you come by Thursday to look at it?',
      },
      {
        from: MAYA,
        minutesAgo: 25 * 60,
        content: "Hi Olivia! Thursday works. Is 9 am okay? I'll bring the permit paperwork.",
      },
      {
        from: OLIVIA,
        minutesAgo: 40,
        content: '9 am is perfect. The panel is in the basement; street parking is free before 10.',
      },
    ],
    readUpTo: { [OLIVIA]: 40, [MAYA]: 25 * 60 },
  },
  {
    posting: 'journeyman-electrician',
    people: [NORTH_SHORE, MAYA],
    messages: [
      {
        from: NORTH_SHORE,
        minutesAgo: 2 * 24 * 60,
        content: 'Welcome aboard, Maya! Orientation is Monday at 7 am at the Lonsdale site.',
      },
      {
        from: MAYA,
        minutesAgo: 2 * 24 * 60 - 30,
        content: "Thank you! I'll be there. Should I bring my own PPE?",
      },
      {
        from: NORTH_SHORE,
        minutesAgo: 2 * 24 * 60 - 45,
        content: 'Hard hat and boots, yes. We supply harnesses and arc-flash gear.',
      },
    ],
    readUpTo: { [NORTH_SHORE]: 2 * 24 * 60 - 45, [MAYA]: 2 * 24 * 60 - 50 },
  },
  {
    posting: 'bathroom-tile',
    people: [OLIVIA, NOAH],
    messages: [
      { from: NOAH, minutesAgo: 9 * 24 * 60, content: 'Tile is in; I grout tomorrow morning.' },
      { from: OLIVIA, minutesAgo: 9 * 24 * 60 - 90, content: 'Looks great, thank you Noah!' },
    ],
    readUpTo: { [OLIVIA]: 9 * 24 * 60 - 90, [NOAH]: 9 * 24 * 60 - 95 },
  },
  {
    posting: 'gig-maya-electrical',
    people: [OLIVIA, MAYA],
    messages: [
      {
        from: OLIVIA,
        minutesAgo: 3 * 60,
        content: 'Hello Maya, are you free for a few outlet replacements next week? Three rooms.',
      },
    ],
    readUpTo: { [OLIVIA]: 3 * 60 },
  },
];
