import { z } from 'zod';
import { emailField } from '../platform/email';

export const NewsletterInput = z.object({
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailField()),
});
export type NewsletterInput = z.input<typeof NewsletterInput>;

/** The same answer for a new and an already-subscribed address, so the box tells no one who reads the newsletter. */
export const NewsletterResultDto = z.object({
  subscribed: z.literal(true),
  message: z.string(),
});
export type NewsletterResultDto = z.infer<typeof NewsletterResultDto>;

export const NEWSLETTER_MESSAGES = {
  subscribed: "You're subscribed! Watch your inbox for new opportunities.",
} as const;
