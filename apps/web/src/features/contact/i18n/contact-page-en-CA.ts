/** Texts of the contact page (en-CA): its heading, form and quick help; loaded with the page. */
export const contactPage = {
  title: 'Contact us',
  eyebrow: 'Support',
  lead: 'Questions about finding work, hiring, certification or payments? Send us a message and our Vancouver support team will get back to you.',
  form: {
    heading: 'Send us a message',
    intro: 'Fields marked with an asterisk (*) are required.',
    name: 'Full name',
    email: 'Email',
    type: 'Type of inquiry',
    subject: 'Subject',
    message: 'Message',
    messageHint: 'Up to {{max}} characters.',
    types: {
      general: 'General inquiry',
      technical: 'Technical support',
      job: 'Job-related',
      certification: 'Certification',
      payment: 'Payment & billing',
      feedback: 'Feedback',
    },
    submit: 'Send Message',
    sending: 'Sending…',
    failed: "We couldn't send your message. Please try again.",
  },
  help: {
    heading: 'Quick help',
    lead: 'Answers to the questions we hear most.',
    gettingStarted: {
      title: 'Getting started',
      body: 'Create a free account as a worker, employer or company, then complete your profile so the right people find you.',
      link: 'See how it works',
    },
    jobs: {
      title: 'Jobs & applications',
      body: 'Browse open jobs and gigs, filter by city and pay, and apply in a few steps.',
      link: 'Find work',
    },
    payments: {
      title: 'Payments & billing',
      body: 'Compare the Basic, Professional and Premium plans and what each one includes.',
      link: 'Compare plans',
    },
    safety: {
      title: 'Safety & trust',
      body: 'Learn how verification, reviews and the trust score help you work with confidence.',
      link: 'About trust & safety',
    },
  },
} as const;
