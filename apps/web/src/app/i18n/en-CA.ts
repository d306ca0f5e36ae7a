/** App-wide texts: shared words, the page shell, the crash screen and the not-found page. */
export const common = {
  productName: 'HireHand',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  close: 'Close',
  loading: 'Loading…',
  titleTemplate: '{{title}} | HireHand',
  // Shared components' words (components/): they show on several features' screens.
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  starRating_one: '{{count}} out of 5 stars',
  starRating_other: '{{count}} out of 5 stars',
  messageButton: 'Message',
  discardDraft: {
    title: 'Discard your draft?',
    body: 'What you typed will be lost.',
    keep: 'Keep editing',
    discard: 'Discard',
  },
  accountType: 'Account type',
  accountTypes: {
    worker: { label: 'Worker', description: 'Find jobs and gigs that fit your skills' },
    employer: { label: 'Employer', description: 'Hire people for tasks and projects' },
    company: { label: 'Company', description: 'Business hiring solutions for teams' },
  },
} as const;

export const shell = {
  skipToContent: 'Skip to main content',
  homeLink: 'HireHand home',
  primaryNav: 'Main',
  nav: {
    howItWorks: 'How it works',
    professions: 'Professions',
    jobs: 'Find work',
    post: 'Hire',
    pricing: 'Pricing',
    contact: 'Contact',
  },
  signIn: 'Sign In',
  joinNow: 'Join Now',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  work: {
    menu: 'Work',
    offerService: 'Offer Service',
    postJob: 'Post Job',
    browseGigs: 'Browse Gigs',
    experience: 'Experience',
    dashboard: 'Dashboard',
    hints: {
      offerService: 'Publish a gig that clients can book',
      postJob: 'Hire someone for a job',
      browseGigs: 'Find services in the gig marketplace',
      experience: 'Your work experience and portfolio',
      dashboard: 'Postings, applications and answers',
    },
  },
} as const;

export const crash = {
  title: 'Something went wrong',
  heading: 'Oops! Something went wrong',
  body: "We're sorry, but an unexpected error occurred. Our team has been notified and is working to fix this issue.",
  reload: 'Reload Page',
  home: 'Go to Homepage',
  persists: 'If this problem persists, please contact our support team at',
} as const;

export const notFound = {
  title: 'Page not found',
  heading: "We couldn't find that page",
  body: 'The link may be broken, or the page may have moved.',
  home: 'Go to Homepage',
  contact: 'Contact support',
} as const;

export const signInRequired = {
  title: 'Sign in required',
  profile: 'Please log in to view your profile.',
  dashboard: 'Please log in to view your dashboard.',
  settings: 'Please log in to change your settings.',
  signIn: 'Sign In',
  join: 'Create an account',
} as const;
