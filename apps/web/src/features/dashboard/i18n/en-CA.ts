/** Texts of the dashboard feature (en-CA). */
export const dashboard = {} as const;
