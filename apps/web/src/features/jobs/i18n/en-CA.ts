/** Texts of the jobs feature (en-CA). */
export const jobs = {} as const;
