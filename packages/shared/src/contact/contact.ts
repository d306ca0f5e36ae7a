import { z } from 'zod';
import { emailField } from '../platform/email';
import { FIELD_MESSAGES, tooLong } from '../platform/field-messages';

export const CONTACT_TYPES = ['general', 'technical', 'job', 'certification', 'payment', 'feedback'] as const;
export const ContactType = z.enum(CONTACT_TYPES);
export type ContactType = z.infer<typeof ContactType>;

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

const required = (label: string, max: number) =>
  z
    .string({ message: FIELD_MESSAGES.required(label) })
    .trim()
    .min(1, FIELD_MESSAGES.required(label))
    .max(max, tooLong(label, max));

/** The contact form: name, email, subject and message required; type defaults to general. */
export const ContactInput = z.object({
  name: required('Name', CONTACT_LIMITS.name),
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailField()),
  type: ContactType.default('general'),
  subject: required('Subject', CONTACT_LIMITS.subject),
  message: required('Message', CONTACT_LIMITS.message),
});
export type ContactInput = z.input<typeof ContactInput>;

export const ContactResultDto = z.object({
  id: z.string(),
  message: z.string(),
});
export type ContactResultDto = z.infer<typeof ContactResultDto>;

export const CONTACT_RECEIVED_MESSAGE = "Thank you for your message! We'll get back to you within 24 hours.";
