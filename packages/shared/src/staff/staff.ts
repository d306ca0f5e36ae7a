import { z } from 'zod';

/** Roles an account can hold beyond its account type; granted only by the staff command. */
export const STAFF_ROLES = ['staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The staff console's sections; later issues add support tickets, disputes, certification reviews. */
export const STAFF_SECTIONS = ['contact-messages', 'support-tickets'] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];

/** GET /api/staff/me: answered only to staff (everyone else gets 404). */
export const StaffAccessDto = z.object({ sections: z.array(z.enum(STAFF_SECTIONS)) });
export type StaffAccessDto = z.infer<typeof StaffAccessDto>;
