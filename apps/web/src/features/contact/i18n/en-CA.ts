/**
 * Texts of the site-wide contact block (the footer, support hours, social links), bundled with
 * the shell; the contact page's own words load with it (contact-page-en-CA.ts).
 */
export const contact = {
  info: {
    label: 'Ways to reach us',
    email: {
      title: 'Email us',
      body_one: 'We respond within {{count}} hour.',
      body_other: 'We respond within {{count}} hours.',
    },
    hours: {
      title: 'Support hours',
      weekdays: 'Monday–Friday',
      saturday: 'Saturday',
      sunday: 'Sunday',
      range: '{{open}}–{{close}} {{timeZone}}',
      closed: 'Closed',
    },
    location: {
      title: 'Where we are',
      body: 'Based in {{city}}, serving workers, employers and companies across Canada and the USA.',
    },
  },
  social: {
    heading: 'Follow us',
    lead: 'News, tips and new opportunities, wherever you are.',
    label: 'HireHand on social media',
    linkLabel: 'HireHand on {{network}} (opens in a new tab)',
    networks: {
      linkedin: 'LinkedIn',
      x: 'X',
      facebook: 'Facebook',
      instagram: 'Instagram',
    },
  },
  footer: {
    blurb: 'The marketplace for skilled trades, students and professionals across Canada and the USA.',
    quickLinks: 'Quick Links',
    support: 'Support',
    contact: 'Contact',
    links: {
      howItWorks: 'How it works',
      findWork: 'Find work',
      postJob: 'Post a job',
      professions: 'Professions',
      pricing: 'Pricing',
      contactUs: 'Contact us',
      trust: 'Trust & safety',
      safety: 'Safety features',
      helpCentre: 'Help centre',
    },
    emailLabel: 'Email',
    location: '{{city}}, Canada',
    hours: 'Mon–Fri {{open}}–{{close}} {{timeZone}}',
    copyright: '© {{year}} HireHand. All rights reserved.',
    legal: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    accessibility: 'Accessibility',
  },
} as const;
