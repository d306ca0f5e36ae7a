/**
 * The trust score (0-100) shown on profiles and job cards. Documented in
 * docs/decisions/005-trust-score.md. Signals that later features provide
 * (identity checks, reviews, completed jobs, disputes, certifications) are
 * optional here and count once those features record them.
 */
export interface TrustSignals {
  emailVerified: boolean;
  hasPhone: boolean;
  /** Profile fields filled in: city, bio, skills (workers), picture. */
  profileFields: { city: boolean; bio: boolean; skills: boolean; picture: boolean };
  accountAgeDays: number;
  identityVerified?: boolean;
  /** Average overall rating (1-5) and how many reviews it rests on. */
  reviews?: { average: number; count: number };
  completedJobs?: number;
  disputesLost?: number;
  certifications?: number;
}

export const TRUST_WEIGHTS = {
  base: 20,
  emailVerified: 15,
  phone: 5,
  perProfileField: 2.5,
  perMonthOfAge: 1,
  maxAge: 10,
  identityVerified: 15,
  maxReviews: 20,
  perCompletedJob: 1.5,
  maxCompletedJobs: 15,
  perDisputeLost: -10,
  perCertification: 5,
  maxCertifications: 10,
} as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function computeTrustScore(signals: TrustSignals): number {
  const w = TRUST_WEIGHTS;
  const filled = Object.values(signals.profileFields).filter(Boolean).length;
  let score = w.base;
  if (signals.emailVerified) score += w.emailVerified;
  if (signals.hasPhone) score += w.phone;
  score += filled * w.perProfileField;
  score += clamp(Math.floor(signals.accountAgeDays / 30) * w.perMonthOfAge, 0, w.maxAge);
  if (signals.identityVerified) score += w.identityVerified;
  if (signals.reviews && signals.reviews.count > 0) {
    // 3 stars is neutral; confidence grows with the number of reviews (full weight from 10).
    const confidence = Math.min(1, signals.reviews.count / 10);
    score += clamp(
      ((signals.reviews.average - 3) / 2) * w.maxReviews * confidence,
      -w.maxReviews,
      w.maxReviews,
    );
  }
  score += clamp((signals.completedJobs ?? 0) * w.perCompletedJob, 0, w.maxCompletedJobs);
  score += (signals.disputesLost ?? 0) * w.perDisputeLost;
  score += clamp((signals.certifications ?? 0) * w.perCertification, 0, w.maxCertifications);
  return Math.round(clamp(score, 0, 100));
}
