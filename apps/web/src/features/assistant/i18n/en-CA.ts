/** The launcher's and the panel's labels: in the shell's bundle (the canned texts load on opening: assistant-replies-en-CA.ts). */
export const assistant = {
  launcher: 'Need help? Ask the assistant',
  title: 'HireHand Assistant',
  subtitle: 'Quick answers, right here',
  close: 'Close assistant',
  inputLabel: 'Your message',
  placeholder: 'Ask about jobs, trust score or hiring…',
  send: 'Send',
  you: 'You',
  bot: 'Assistant',
  suggestionsLabel: 'Suggestions',
} as const;
