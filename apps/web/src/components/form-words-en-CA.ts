/**
 * The words of shared form pieces (components/) that only forms in dialogs and signed-in pages
 * show: a namespace of their own, loaded with those screens, off the landing page's first load.
 */
export const formWords = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  accountType: 'Account type',
  accountTypes: {
    worker: { label: 'Worker', description: 'Find jobs and gigs that fit your skills' },
    employer: { label: 'Employer', description: 'Hire people for tasks and projects' },
    company: { label: 'Company', description: 'Business hiring solutions for teams' },
  },
  discardDraft: {
    title: 'Discard your draft?',
    body: 'What you typed will be lost.',
    keep: 'Keep editing',
    discard: 'Discard',
  },
} as const;
