/** Texts of the gig marketplace modal (en-CA). */
export const marketplace = {} as const;
