/** Texts of the location feature (en-CA). */
export const location = {} as const;
