/**
 * The support chat widget's and the help-centre assistant's texts (spec 3 §2, §8, §9; spec 1 §2;
 * spec 2 §2.6), loaded with the panel or the dialog.
 */
export const supportChat = {
  widget: {
    title: 'AI Support Assistant',
    minimise: 'Minimise the support assistant',
    restore: 'Restore the support assistant',
    close: 'Close the support assistant',
    greeting:
      "Hi! I'm HireHand's support assistant. Ask me about your account, jobs, payments or safety, and I'll answer from our help centre.",
    quickSuggestionsLabel: 'Suggestions',
    quickSuggestions: [
      'find painting jobs near me',
      'how does trust score work',
      'post a weekend helper job',
      'show me student-friendly gigs',
    ],
    discover: 'Discover my opportunities',
  },
  engine: {
    builtin: "HireHand's built-in assistant",
  },
  category: {
    label: 'Chat category',
  },
  form: {
    label: 'Your message',
    placeholder: 'Type your message...',
    send: 'Send',
  },
  log: {
    label: 'Conversation',
    you: 'You',
    bot: 'Support assistant',
    sentAt: 'at {{time}}',
    typing: 'The assistant is typing…',
    articlesLabel: 'From the help centre',
    jobsLabel: 'Open jobs',
    distance: '{{distance}} away',
    allJobs: 'See all on the job board',
    suggestionsLabel: 'Suggested questions',
  },
  failure:
    "I'm sorry, I'm having trouble processing your request right now. Please try again in a moment, or contact our support team directly.",
  human: {
    button: 'Talk to Human Support',
    busy: 'Opening your support request…',
    ticketCreated: 'Your request is with our support team. Your reference is {{reference}}.',
    hours:
      'Support hours: Monday to Friday {{weekdays}}, Saturday {{saturday}} Pacific time; closed Sunday. We reply by e-mail within {{count}} hours.',
    email: 'E-mail:',
    phone: 'Phone:',
    requestsLink: 'Your support requests',
    signIn: 'Sign in',
    failed: 'Your support request could not be opened. Please try again in a moment.',
    subject: 'Support request: {{category}}',
    paddedMessage: 'Support request ({{category}}): {{message}}',
  },
  visitor: {
    formLabel: 'Ask our support team',
    intro:
      'Tell us where to answer you: our support team replies by e-mail, and this conversation goes with your request. Have an account? Sign in instead.',
    name: 'Your name',
    email: 'Your e-mail address',
    note: 'Anything to add? (optional)',
    submit: 'Send to support',
    confirmation:
      'We sent a confirmation to {{email}}. Our answer will come by e-mail: without an account there is no list of requests to check.',
  },
  helpAssistant: {
    title: 'Help Centre Assistant',
    close: 'Close the help assistant',
    welcomeNamed:
      "Hi {{name}}! I'm HireHand's help assistant. Choose a help area to see common questions, or ask me anything.",
    welcomeVisitor:
      "Hi there! I'm HireHand's help assistant. Choose a help area to see common questions, or ask me anything.",
    areasLabel: 'Help areas',
    questionsLabel: 'Questions about {{area}}',
    questions: {
      general: ['What is HireHand?', 'How do I find work near me?', 'How do I contact support?'],
      account: ['How do I verify my e-mail?', 'How do I change my password?', 'How do I delete my account?'],
      jobs: [
        'How many applications can I send a month?',
        'How do I post a job?',
        'How do I withdraw an application?',
      ],
      payments: [
        'What does Monthly Pro include?',
        'How do I cancel my membership?',
        'Where are my invoices?',
      ],
      technical: [
        'Which files can I attach to a message?',
        'Why am I not getting e-mails?',
        'Why does the map not show my location?',
      ],
      safety: [
        'How does the trust score work?',
        'How do I report a safety concern?',
        'How do I block someone?',
      ],
    },
  },
} as const;
