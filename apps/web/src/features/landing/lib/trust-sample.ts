/** The example trust score shown on the landing page (labelled as an example): a fixed 94. */
export const SAMPLE_TRUST_SCORE = 94;
export const TRUST_SCORE_MAX = 100;

/** How the sample score of 94 breaks down; the maximums add up to 100. */
export const TRUST_FACTORS = [
  { id: 'email', points: 10, max: 10 },
  { id: 'id', points: 20, max: 20 },
  { id: 'reviews', points: 28, max: 30 },
  { id: 'jobs', points: 22, max: 25 },
  { id: 'certs', points: 14, max: 15 },
] as const;
