/** Texts of the notifications feature (en-CA). */
export const notifications = {} as const;
