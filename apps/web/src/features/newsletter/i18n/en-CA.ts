export const newsletter = {} as const;
