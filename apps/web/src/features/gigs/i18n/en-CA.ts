/** Texts of the gigs feature (en-CA). */
export const gigs = {} as const;
