/**
 * The hints under the desktop Work menu's entries: loaded with the header's signed-in tools, so a
 * visitor's first load does not carry them.
 */
export const workMenu = {
  hints: {
    aiMatcher: 'Jobs matched to you, with the reasons',
    analytics: 'Your figures over time',
    businessIntelligence: 'Jobs, workers, spending and cities',
    premiumMatching: 'Ranked matches, your preferences',
    offerService: 'Publish a gig that clients can book',
    postJob: 'Hire someone for a job',
    browseGigs: 'Find services in the gig marketplace',
    experience: 'Your work experience and portfolio',
    supportChat: 'Answers from the help centre, or a person',
    team: 'Your team, its invitations and roles',
    dashboard: 'Postings, applications and answers',
  },
} as const;
