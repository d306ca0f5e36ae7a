// English plural rule for the server's texts with a count ("1 potential applicant").
const enPlural = new Intl.PluralRules('en-CA');
const one = (count: number) => enPlural.select(count) === 'one';

/** Texts of posting, browsing and applying, in one place for the server and the client. */
export const GIG_MESSAGES = {
  titleTooShort: 'Title must be at least 3 characters long',
  titleTooLong: 'Title must be less than 100 characters',
  descriptionTooShort: 'Description must be at least 10 characters long',
  descriptionTooLong: 'Description must be less than 2000 characters',
  categoryAndType: 'Please select category and gig type',
  hourlyRange: 'Hourly rate must be between $0.01 and $1000',
  fixedRange: 'Fixed price must be between $0.01 and $50,000',
  tooManyCreations: 'Too many gig creation attempts. Please wait a minute before trying again.',
  badInput: 'Please check your input and try again.',
  signInToCreate: 'Please sign in to create a gig.',
  createFailed: 'Failed to create gig',
  cannotConnect: 'Unable to connect to server. Please check your internet connection.',
  networkError: 'Network error. Please try again.',
  /** Pay-Per-Post: the job is saved, and the browser is on its way to pay for it. */
  jobAwaitsPayment:
    'Your job is saved. Pay for the post to put it on the board for 30 days: taking you to checkout. If nothing happens, pay for it from your dashboard.',
  /** Pay-Per-Post: a company's job saved by a team member who may not pay for it (no can_manage_billing). */
  jobAwaitsBilling:
    "Your job is saved. The company's owner or a billing manager pays for the post to put it on the board for 30 days; until then it waits on the company's dashboard.",
  jobPosted: (reach: number) =>
    `Job posted successfully! Estimated reach: ${reach} potential ${one(reach) ? 'applicant' : 'applicants'} will see your posting.`,
  gigCreated: (reach: number) =>
    `Gig created successfully! Estimated reach: ${reach} potential ${one(reach) ? 'client' : 'clients'} will see your service.`,
  gpsUnsupported: 'GPS not supported by this browser',
  gpsFailed: 'Could not get GPS location. Please enter manually.',
  postingNotFound: 'Posting not found',
  notYourPosting: 'Only the poster can change this posting',
  openingsBelowHired: 'Openings cannot be fewer than the people already hired',
  cannotReopenFilled: 'Every opening is filled. Add openings before reopening this posting.',
  needsPayment: 'This job opens once its post is paid for. Pay or renew it from your dashboard.',
  statusUnchanged: 'The posting already has this status',
  unknownLocation: (text: string) => `We couldn't find "${text}". Try a city name such as "Toronto, ON".`,
} as const;

export const APPLICATION_MESSAGES = {
  coverLetterRequired: 'Please write a cover letter',
  submitted: 'Application submitted successfully!',
  failed: 'Failed to submit application',
  alreadyApplied: 'You have already applied to this posting',
  ownPosting: 'You cannot apply to your own posting',
  ownCompanyPosting: 'You cannot apply to a posting of a company whose team you are on',
  notOpen: 'This posting is not taking applications',
  notFound: 'Application not found',
  onlyPoster: 'Only the poster can see or answer these applications',
  onlyApplicant: 'Only the applicant can withdraw this application',
  noOpeningsLeft: 'Every opening of this posting is already filled',
  alreadyDecided: (status: string) => `This application is already ${status}`,
  signInToApply: 'Please sign in to apply for gigs or contact gig owners.',
} as const;

export const EXPERIENCE_MESSAGES = {
  titleAndDescription: 'Please fill in title and description',
  added: 'Work experience added successfully!',
  failed: 'Failed to add experience',
  notFound: 'Experience entry not found',
  notYours: 'Only the owner can change this entry',
  userNotFound: 'User not found',
  applicationNotAccepted: 'Only an accepted application can become an experience entry',
  alreadyRecorded: 'This job is already in your work experience',
} as const;
