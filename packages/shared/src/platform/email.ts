import { z } from 'zod';

/** Trimmed, lower-cased e-mail address; the message is the registration form's. */
export const emailField = (message = 'Email is invalid') =>
  z.string().trim().toLowerCase().max(254, message).pipe(z.email({ message }));
