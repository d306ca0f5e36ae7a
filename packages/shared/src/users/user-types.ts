import { z } from 'zod';

/** Account types chosen at sign-up. Nothing else is accepted. */
export const USER_TYPES = ['worker', 'employer', 'company'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;
