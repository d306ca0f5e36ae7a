import { describe, expect, it } from 'vitest';
import { analyticsOf, rate } from './match-analytics.service';
import type { MatchPosting } from './matcher/match-types';
import type { ScoredJob } from './matcher/score-job';
import {
  competitionLevel,
  jobHighlights,
  jobTypeOf,
  type PremiumCandidate,
  passesPreferences,
  premiumSummary,
  premiumTier,
  travelMinutes,
} from './premium-matching.service';

const NOW = new Date('2026-11-27T12:00:00Z');

function posting(overrides: Partial<MatchPosting> = {}): MatchPosting {
  return {
    id: 'p',
    title: 'Panel upgrade',
    description: 'A panel upgrade.',
    category: 'electrical',
    skillsRequired: ['Electrical Wiring'],
    city: 'Toronto',
    locationType: 'onsite',
    remoteAllowed: false,
    pricingType: 'hourly',
    hourlyRate: 40,
    fixedPrice: null,
    priceRangeMin: null,
    priceRangeMax: null,
    salaryMin: 40,
    salaryMax: 40,
    deliveryTimeDays: 7,
    timeCommitment: 'full_time',
    jobType: 'contract',
    workSchedule: 'day',
    certificationType: null,
    certificationRequired: false,
    certificationBonus: null,
    openings: 1,
    hiredCount: 0,
    applicationsCount: 0,
    createdAt: new Date('2026-11-25T12:00:00Z'),
    distanceKm: 10,
    ...overrides,
  };
}

function candidate(
  score: number,
  rate: number,
  overrides: Partial<MatchPosting> = {},
  success = 70,
): PremiumCandidate {
  const p = posting({ hourlyRate: rate, salaryMin: rate, salaryMax: rate, ...overrides });
  return {
    posting: p,
    job: { id: p.id, match_score: score, rate, success_probability: success } as ScoredJob,
    tier: premiumTier(score, rate),
  };
}

describe('premium tiers, travel time, competition', () => {
  it('gives platinum only to a high score with exclusive-rate pay, gold to either, silver otherwise', () => {
    expect(premiumTier(85, 60)).toBe('platinum');
    expect(premiumTier(84, 60)).toBe('gold');
    expect(premiumTier(95, 59.99)).toBe('gold');
    expect(premiumTier(70, 20)).toBe('gold');
    expect(premiumTier(40, 75)).toBe('gold');
    expect(premiumTier(69, 59)).toBe('silver');
  });

  it('estimates minutes at 30 km/h plus 5; none for remote or unknown distance', () => {
    expect(travelMinutes(0, false)).toBe(5);
    expect(travelMinutes(15, false)).toBe(35);
    expect(travelMinutes(12.4, false)).toBe(30);
    expect(travelMinutes(10, true)).toBeNull();
    expect(travelMinutes(null, false)).toBeNull();
  });

  it('reads competition from applicants per opening left', () => {
    expect(competitionLevel(1, 1)).toBe('low');
    expect(competitionLevel(2, 1)).toBe('medium');
    expect(competitionLevel(9, 2)).toBe('medium');
    expect(competitionLevel(10, 2)).toBe('high');
    expect(competitionLevel(3, 0)).toBe('medium');
  });

  it('maps categories to the tiles: the five trades, general for the rest', () => {
    expect(jobTypeOf('hvac')).toBe('hvac');
    expect(jobTypeOf('welding')).toBe('welding');
    expect(jobTypeOf('handyman')).toBe('general');
    expect(jobTypeOf('technology')).toBe('general');
  });

  it('lists the posting’s facts as highlights', () => {
    expect(
      jobHighlights(
        posting({
          openings: 3,
          certificationType: 'red_seal_electrician',
          certificationRequired: true,
          certificationBonus: 5,
        }),
        NOW,
      ),
    ).toEqual([
      'Contract, day schedule',
      '3 openings',
      'Red Seal Electrician required',
      '+$5 an hour for certified workers',
      'Posted 2 days ago',
    ]);
    expect(jobHighlights(posting({ createdAt: NOW, remoteAllowed: true }), NOW)).toContain('Posted today');
  });
});

describe('preferences filter', () => {
  const base = {
    priority: 'balanced',
    radius: 25,
    minimum_pay: 0,
    job_types: [],
    certifications_only: false,
    premium_only: false,
  } as const;
  it('applies minimum pay, tiles, certifications only, premium only and the radius', () => {
    const c = candidate(60, 45);
    expect(passesPreferences(c, { ...base, job_types: [] })).toBe(true);
    expect(passesPreferences(c, { ...base, job_types: [], minimum_pay: 45 })).toBe(true);
    expect(passesPreferences(c, { ...base, job_types: [], minimum_pay: 50 })).toBe(false);
    expect(passesPreferences(c, { ...base, job_types: ['plumbing'] })).toBe(false);
    expect(passesPreferences(c, { ...base, job_types: ['electrical'] })).toBe(true);
    expect(passesPreferences(c, { ...base, job_types: [], certifications_only: true })).toBe(false);
    expect(passesPreferences(c, { ...base, job_types: [], premium_only: true })).toBe(false);
    expect(passesPreferences(c, { ...base, job_types: [], radius: 5 })).toBe(false);
    expect(
      passesPreferences(candidate(60, 45, { remoteAllowed: true }), { ...base, job_types: [], radius: 5 }),
    ).toBe(true);
  });
});

describe('premium summary', () => {
  it('computes every figure from the matches, and nothing it cannot know', () => {
    const kept = [
      candidate(90, 70, { certificationBonus: 5, applicationsCount: 1 }, 80),
      candidate(75, 50, { applicationsCount: 6, openings: 2 }, 60),
      candidate(62, 30, { applicationsCount: 12 }, 71),
    ];
    const silver = candidate(50, 20);
    const summary = premiumSummary({ kept, inRadius: [...kept, silver], referenceRate: 40 });
    expect(summary).toEqual({
      total_premium_matches: 3,
      average_match_score: 75.7, // (90 + 75 + 62) / 3
      certification_bonus_available: 1,
      estimated_earnings_boost: 25, // average $50 against $40
      premium_job_availability: 50, // platinum and gold of 4 in the radius
      competition_level: 'medium', // median of 1, 3, 12 applicants per opening
      success_probability: 70, // (80 + 60 + 71) / 3
      response_rate_improvement: null,
    });
    expect(premiumSummary({ kept, inRadius: kept, referenceRate: null }).estimated_earnings_boost).toBeNull();
    expect(premiumSummary({ kept: [], inRadius: [], referenceRate: 40 })).toEqual({
      total_premium_matches: 0,
      average_match_score: 0,
      certification_bonus_available: 0,
      estimated_earnings_boost: null,
      premium_job_availability: 0,
      competition_level: null,
      success_probability: null,
      response_rate_improvement: null,
    });
  });
});

describe('match analytics figures', () => {
  it('rounds rates to one decimal and answers 0 with nothing to divide by', () => {
    expect(rate(1, 3)).toBe(33.3);
    expect(rate(2, 3)).toBe(66.7);
    expect(rate(0, 0)).toBe(0);
  });

  it('turns the counts into the response and sentences from them', () => {
    const result = analyticsOf(
      7,
      { total: 4, scored: 3, averageScore: 64.44, highConfidence: 1, applied: 1 },
      { sent: 5, emailsSent: 4, emailsOpened: 1, clicked: 2, converted: 1 },
    );
    expect(result.matching_performance).toEqual({
      total_matches_found: 4,
      match_quality_percentage: 64.4,
      application_rate: 25,
      high_confidence_matches: 1,
    });
    expect(result.notification_effectiveness).toEqual({
      total_sent: 5,
      open_rate: 25,
      click_rate: 40,
      conversion_rate: 20,
    });
    expect(result.ai_insights).toEqual([
      '4 matches in the last 7 days, 1 of them high confidence (80% or more).',
      'Your matches average 64.4%: adding skills and work preferences raises the score.',
      'You applied to 1 match (25%): applying early to high-confidence matches pays off.',
      '5 match notifications sent; 40% opened or clicked.',
    ]);
  });
});
