import { describe, expect, it } from 'vitest';
import { accountTrustScore } from './trust.service';
import { computeTrustScore, type TrustSignals } from './trust-score';

const fresh: TrustSignals = {
  emailVerified: false,
  hasPhone: false,
  profileFields: { city: false, bio: false, skills: false, picture: false },
  accountAgeDays: 0,
};

describe('computeTrustScore', () => {
  it('starts a bare new account at the base', () => {
    expect(computeTrustScore(fresh)).toBe(20);
  });

  it('adds verification, phone, profile fields and account age', () => {
    const score = computeTrustScore({
      emailVerified: true,
      hasPhone: true,
      profileFields: { city: true, bio: true, skills: true, picture: true },
      accountAgeDays: 400,
    });
    expect(score).toBe(20 + 15 + 5 + 10 + 10);
  });

  it('weighs reviews by how many there are, around a neutral 3 stars', () => {
    const few = computeTrustScore({ ...fresh, reviews: { average: 5, count: 2 } });
    const many = computeTrustScore({ ...fresh, reviews: { average: 5, count: 20 } });
    const poor = computeTrustScore({ ...fresh, reviews: { average: 1, count: 20 } });
    expect(few).toBe(24);
    expect(many).toBe(40);
    expect(poor).toBe(0);
  });

  it('caps jobs and certifications, subtracts lost disputes, and stays within 0-100', () => {
    const maxed = computeTrustScore({
      emailVerified: true,
      hasPhone: true,
      profileFields: { city: true, bio: true, skills: true, picture: true },
      accountAgeDays: 10_000,
      identityVerified: true,
      reviews: { average: 5, count: 50 },
      completedJobs: 500,
      certifications: 9,
    });
    expect(maxed).toBe(100);
    expect(computeTrustScore({ ...fresh, disputesLost: 5 })).toBe(0);
    expect(computeTrustScore({ ...fresh, completedJobs: 4 })).toBe(26);
  });
});

describe('accountTrustScore', () => {
  it('reads the signals from a user row', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const score = accountTrustScore(
      {
        email: 'a@b.ca',
        fullName: 'A',
        emailVerified: true,
        phone: '+16045550101',
        city: 'Vancouver',
        skills: ['Wiring'],
        bio: null,
        profilePicture: null,
        createdAt: new Date('2026-08-21T00:00:00Z'),
      },
      now,
    );
    expect(score).toBe(20 + 15 + 5 + 5 + 3);
  });
});
