/** Texts of the experience feature (en-CA). */
export const experience = {} as const;
