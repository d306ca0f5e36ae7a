export const contact = {
  title: 'Contact us',
} as const;
