/**
 * Texts of the legal pages: short, plain-language summaries. Each document has a lead,
 * sections (heading, paragraphs and/or a list) and a closing contact line whose
 * <mail> and <form> tags become the support e-mail link and the contact-page link.
 */
export const legal = {
  eyebrow: 'Legal',
  lastUpdated: 'Last updated: {{date}}',
  contactHeading: 'Contact us',
  otherDocs: 'Other policies',
  names: {
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    accessibility: 'Accessibility',
  },
  aiEngine: {
    builtin:
      'The AI assistant is HireHand’s built-in assistant. It runs on our own servers: your messages to it do not go to any outside AI service.',
    model:
      'The AI assistant’s answers are written by the language model {{model}}, reached through its provider’s API. When that model does not answer, HireHand’s built-in assistant, which runs on our own servers, answers instead.',
  },
  privacy: {
    title: 'Privacy Policy',
    lead: "This page explains, in plain language, what personal information HireHand collects, why we collect it, and the choices you have. We handle personal information in line with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA).",
    sections: [
      {
        heading: 'What we collect',
        items: [
          'Account data: your name, e-mail address, account type (worker, employer or company) and the profile details you choose to add, such as skills, city, photo and bio.',
          'Messages you send to other users through HireHand.',
          'Messages you send us through the contact form: your name, e-mail address, the type of inquiry, the subject and the message.',
          'Support requests you open from the support assistant: the request, the conversation with the assistant it came from, and, if you are not signed in, the name and e-mail address you give us so that we can answer you by e-mail.',
          'Your e-mail address, if you subscribe to our newsletter.',
          'Technical data needed to run the service securely, such as IP addresses in our server logs.',
        ],
      },
      {
        heading: 'Why we use it',
        items: [
          'To create and run your account and show your profile to the people you work with.',
          'To deliver your messages and help workers and employers find each other.',
          'To answer your questions and support requests.',
          'To send the newsletter you asked for.',
          'To keep HireHand safe, prevent fraud and abuse, and meet our legal obligations.',
        ],
      },
      {
        heading: 'The AI assistant',
        paragraphs: [
          '{{aiEngine}}',
          'It receives the messages you send it and the skills and matching jobs HireHand found for you. Before a message leaves our servers for a language model, we remove e-mail addresses and phone numbers from it.',
          'We use a conversation only to answer it. It is not used to train models, for advertising, or shared with other users. A visitor’s chat is deleted after 24 hours; a member’s chats stay with the account, are part of your data export, and are deleted with your account or when you close the chat. When you ask for a person, the conversation is copied into your support request so that our team can read it; a member’s requests are part of the data export and deleted with the account.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We do not sell your personal information. Other users see what you choose to show them, such as your profile and the applications you send. Service providers that help us run HireHand (for example hosting, e-mail delivery and payment processing) receive only what they need to do that work. We disclose information to authorities only when the law requires it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['You may ask us to:'],
        items: [
          'Access the personal information we hold about you.',
          'Correct information that is wrong or incomplete.',
          'Delete your account and personal information, except what the law requires us to keep.',
          'Export a copy of your information in a common, machine-readable format.',
          'Withdraw your consent, for example to stop receiving the newsletter.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your information while your account is open. After you delete your account, we delete or anonymize your personal information within a reasonable time, except records we must keep by law, such as payment records. If you are not satisfied with how we handled a privacy request, you can complain to the Office of the Privacy Commissioner of Canada.',
          'Some records are only needed for a short time, and we delete them automatically:',
        ],
        items: [
          'One-time codes we e-mail you, and the codes that finish a Google sign-in: 1 day after they expire.',
          'Your sign-ins (the devices signed in to your account): 90 days after you sign out or the sign-in expires. The security activity in your settings is kept for at least 1 year.',
          'Copies of the e-mails we send you, kept to help with delivery problems: 30 days.',
          'Background tasks, such as sending an e-mail: 7 days after they are done, or 30 days if they failed. The codes they carry are erased as soon as the e-mail is sent.',
        ],
      },
    ],
    contact:
      'To use any of these rights or ask a question, write to <mail>{{email}}</mail> or use our <form>contact form</form>.',
  },
  terms: {
    title: 'Terms of Service',
    lead: 'These terms summarize the rules for using HireHand. By creating an account or using the site, you agree to them.',
    sections: [
      {
        heading: 'Our role',
        paragraphs: [
          'HireHand is a marketplace that connects workers with employers and companies. We are not a party to the agreements you make with other users and we do not employ the people who find work here. You are responsible for the licences, certifications, insurance and taxes that apply to your work.',
          'Figures shown on the site, such as pay ranges or typical earnings for certified professionals, are estimates, not promises.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Give accurate information, keep your sign-in details private and tell us if you think someone else has used your account. You are responsible for what happens under your account.',
        ],
      },
      {
        heading: 'How to behave',
        paragraphs: ['When you use HireHand, do not:'],
        items: [
          'Post false, misleading or illegal jobs, gigs or profiles.',
          'Harass, threaten or discriminate against anyone.',
          'Ask for or share personal information you do not need for the work.',
          'Try to avoid platform payments or fees, or send spam.',
          "Interfere with the site or other people's accounts.",
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Pay and get paid for work found on HireHand through the platform, so there is a record if something goes wrong. Paid membership plans are charged as shown at checkout, through our payment provider; we do not store full card numbers.',
        ],
      },
      {
        heading: 'Disputes',
        paragraphs: [
          'If a job does not go as agreed, first try to sort it out with the other person through HireHand messages. If that does not work, contact us: our support team will review the information both sides provide and help you reach a fair outcome.',
        ],
      },
      {
        heading: 'Ending your account',
        paragraphs: [
          'You can close your account at any time. We may suspend or close an account that breaks these terms or puts other users at risk, and we will tell you why unless the law or safety prevents it.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'We may update these terms as HireHand grows. We will change the date at the top of this page and tell you about important changes before they take effect.',
        ],
      },
    ],
    contact:
      'Questions about these terms? Write to <mail>{{email}}</mail> or use our <form>contact form</form>.',
  },
  accessibility: {
    title: 'Accessibility',
    lead: 'We want HireHand to work for everyone, including people who use a keyboard, a screen reader, magnification or other assistive technology.',
    sections: [
      {
        heading: 'Our goal',
        paragraphs: [
          'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA across the site, and we use them as our checklist when we build new features.',
        ],
      },
      {
        heading: 'What we do',
        items: [
          'Pages are built to work with a keyboard alone, with a visible focus indicator and a link to skip to the main content.',
          'Text and controls are designed to meet WCAG AA colour-contrast ratios.',
          'Form fields have labels, and errors are described in text next to the field and announced to screen readers.',
          'Pages adapt to small screens and to zoom up to 200 percent without sideways scrolling.',
          "We respect your device's reduced-motion setting.",
        ],
      },
      {
        heading: 'Known limitations',
        paragraphs: [
          'Some parts of HireHand may still fall short, and the social networks we link to are run by other companies. We test regularly and fix the barriers we find.',
        ],
      },
      {
        heading: 'Report a barrier',
        paragraphs: [
          'If something on HireHand is hard or impossible to use, please tell us. Include the page address, what you were trying to do and, if you like, the browser and assistive technology you use. We respond within {{hours}} hours.',
        ],
      },
    ],
    contact: 'Write to <mail>{{email}}</mail> or use our <form>contact form</form>.',
  },
} as const;
