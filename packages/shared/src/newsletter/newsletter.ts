import { z } from 'zod';
import { emailField } from '../platform/email';

export const NewsletterInput = z.object({
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailField()),
});
export type NewsletterInput = z.input<typeof NewsletterInput>;

export const NewsletterResultDto = z.object({
  subscribed: z.literal(true),
  already_subscribed: z.boolean(),
  message: z.string(),
});
export type NewsletterResultDto = z.infer<typeof NewsletterResultDto>;

export const NEWSLETTER_MESSAGES = {
  subscribed: "You're subscribed! Watch your inbox for new opportunities.",
  alreadySubscribed: "You're already subscribed. Thanks for staying with us!",
} as const;
