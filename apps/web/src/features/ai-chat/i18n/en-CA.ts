/** The AI career discovery dialog (spec 1 §2, §8, §9): loaded with the dialog, the first time it opens. */
export const aiChat = {
  title: 'AI Career Discovery',
  close: 'Close the AI career discovery chat',
  /** The engine that answered, as the answer names it (never a model it did not say). */
  engine: 'Answered by {{label}}',
  greeting: 'Hi {{name}}! Tell me about your work and I will help you find opportunities that fit.',
  /** The greeting's name for a signed-out visitor. */
  friend: 'Friend',
  startersLabel: 'Ways to start',
  starters: [
    'I want to find work that fits my skills',
    'How can I earn more with my experience?',
    "I'm looking for flexible part-time work",
    'What jobs are in demand near me?',
  ],
  logLabel: 'Conversation',
  you: 'You',
  assistant: 'Assistant',
  typing: 'The assistant is typing…',
  suggestionsLabel: 'Suggested replies',
  skillsHeading: 'Skills found so far',
  jobsHeading: 'Jobs that fit',
  distance: '{{distance}} km away',
  addSkills: 'Add to my profile',
  addingSkills: 'Adding…',
  skillsAdded_one: 'Added to your profile: {{skills}}.',
  skillsAdded_other: 'Added to your profile: {{skills}}.',
  addSkillsFailed: 'Your skills could not be added. Please try again.',
  skillsAlreadyThere: 'These skills are already on your profile.',
  saveSkillsPrompt: 'Sign up free to save these skills to a profile employers can see.',
  signUp: 'Sign up to save these skills',
  signUpToContinue: 'Sign up free',
  upgrade: 'Upgrade',
  newChat: 'Start a new chat',
  inputLabel: 'Your message',
  placeholder: 'Tell me about your work…',
  send: 'Send',
  /** Spec 1 §8: shown only when the call failed; never a made-up answer. */
  fallback:
    "I'm having trouble answering right now, but I can still help you get started. Pick one of these or try again in a moment.",
  fallbackSuggestions: [
    'tell me about your work experience',
    'what skills do you have',
    'I want flexible work options',
  ],
} as const;
