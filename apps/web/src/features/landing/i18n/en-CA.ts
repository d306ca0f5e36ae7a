export const landing = {
  title: 'Jobs, gigs and skilled help across Canada and the USA',
} as const;
