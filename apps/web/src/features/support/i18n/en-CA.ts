/** The launcher's label: in the shell's bundle (the panel's texts load when it first opens: support-chat-en-CA.ts). */
export const support = {
  launcher: 'Open the support assistant',
} as const;
