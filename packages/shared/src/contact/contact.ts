import { z } from 'zod';
import { emailField } from '../platform/email';

export const CONTACT_TYPES = ['general', 'technical', 'job', 'certification', 'payment', 'feedback'] as const;
export const ContactType = z.enum(CONTACT_TYPES);
export type ContactType = z.infer<typeof ContactType>;

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

const required = (message: string, max: number, tooLong: string) =>
  z.string({ message }).trim().min(1, message).max(max, tooLong);

/** The contact form: name, email, subject and message required; type defaults to general. */
export const ContactInput = z.object({
  name: required('Name is required', CONTACT_LIMITS.name, 'Name is too long'),
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailField()),
  type: ContactType.default('general'),
  subject: required('Subject is required', CONTACT_LIMITS.subject, 'Subject is too long'),
  message: required('Message is required', CONTACT_LIMITS.message, 'Message is too long'),
});
export type ContactInput = z.input<typeof ContactInput>;

export const ContactResultDto = z.object({
  id: z.string(),
  message: z.string(),
});
export type ContactResultDto = z.infer<typeof ContactResultDto>;

export const CONTACT_RECEIVED_MESSAGE = "Thank you for your message! We'll get back to you within 24 hours.";
