/** Texts of the 'Stay Updated' newsletter box. */
export const newsletter = {
  heading: 'Stay Updated',
  lead: 'New opportunities and product news from HireHand, straight to your inbox.',
  formLabel: 'Subscribe to the HireHand newsletter',
  emailLabel: 'Email address',
  placeholder: 'you@example.com',
  submit: 'Subscribe',
  pending: 'Subscribing…',
  failed: "We couldn't subscribe you. Please try again.",
} as const;
