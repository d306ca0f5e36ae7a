/**
 * App-wide texts: shared words, the page shell, the crash screen, the sign-in prompt. The
 * not-found page's load with it (not-found-en-CA.ts).
 */
export const common = {
  productName: 'HireHand',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  close: 'Close',
  loading: 'Loading…',
  titleTemplate: '{{title}} | HireHand',
  // Shared components' words (components/): they show on several features' screens. The words of
  // the form pieces no first page shows are in components/form-words-en-CA.ts.
  starRating_one: '{{count}} out of 5 stars',
  starRating_other: '{{count}} out of 5 stars',
  starOption_one: '{{count}} star',
  starOption_other: '{{count}} stars',
  clearRating: 'No rating',
  selfReportedRating_one: 'Self-reported: {{count}} out of 5 stars',
  selfReportedRating_other: 'Self-reported: {{count}} out of 5 stars',
  messageButton: 'Message',
  // The character counter under long text fields (components/ui/character-counter.tsx).
  characterCount: '{{shown}}/{{max}} characters',
  charactersLeft_one: '{{shown}} character left',
  charactersLeft_other: '{{shown}} characters left',
  charactersOver_one: '{{shown}} character over the limit',
  charactersOver_other: '{{shown}} characters over the limit',
  // The Pro badge (components/ui/pro-badge.tsx): a person whose paid plan gives it.
  proBadge: { short: 'Pro', name: 'Pro member' },
  /**
   * The web's own texts for the API's stable error codes (decision 022; lib/api-client.ts): a
   * refusal with a code listed here shows this text, any other shows the server's `detail`.
   * Codes whose detail varies (rate_limited, gigs.cannot_publish...) are left to the server.
   */
  errors: {
    unauthorized: 'Please sign in to continue.',
    not_found: "We couldn't find that. It may have been removed.",
    internal: 'Something went wrong on our side. Please try again.',
    service_unavailable: 'The service is unavailable right now. Please try again in a moment.',
    auth: {
      invalid_credentials: 'Incorrect email or password. Please try again.',
      session_expired: 'Your session has expired. Please sign in again.',
      too_many_attempts: 'Too many failed attempts. Please try again later.',
      email_taken: 'An account with this email already exists. Please sign in instead.',
      identity_unavailable: 'Sign-in is temporarily unavailable. Please try again later.',
    },
    request: {
      body_too_large: 'That is too much to send at once.',
      invalid_json: 'The request could not be read. Please reload the page and try again.',
      forbidden_key: 'The request could not be read. Please reload the page and try again.',
    },
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
  // The hints under the desktop Work menu's entries load with it (the work-menu namespace).
  work: {
    menu: 'Work',
    business: 'Business',
    aiMatcher: 'AI Matcher',
    analytics: 'Analytics',
    businessIntelligence: 'Business Intelligence',
    premiumMatching: 'Premium AI Matching',
    offerService: 'Offer Service',
    postJob: 'Post Job',
    browseGigs: 'Browse Gigs',
    experience: 'Experience',
    supportChat: 'AI Support Chatbot',
    team: 'Team Management',
    dashboard: 'Dashboard',
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

export const signInRequired = {
  title: 'Sign in required',
  profile: 'Please log in to view your profile.',
  dashboard: 'Please log in to view your dashboard.',
  settings: 'Please log in to change your settings.',
  signIn: 'Sign In',
  join: 'Create an account',
} as const;
