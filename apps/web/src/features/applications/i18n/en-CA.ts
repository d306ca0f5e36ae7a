/** Texts of the applications feature (en-CA). */
export const applications = {} as const;
