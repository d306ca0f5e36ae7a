import { describe, expect, it } from 'vitest';
import {
  durationHours,
  growthFactor,
  hourlyRange,
  locationFactor,
  payFactor,
  scheduleFactor,
  scoreFactors,
  skillsFactor,
} from './factors';
import type { FactorScores, MatchPosting, MatchWorker } from './match-types';
import { bestChange, jobInsights, scoreJob } from './score-job';
import { applicationPriority, successProbability } from './success';
import { MATCH_WEIGHTS, MATCHING_PRIORITIES, weightedScore } from './weights';

const NOW = new Date('2026-11-20T12:00:00Z');

const worker = (overrides: Partial<MatchWorker> = {}): MatchWorker => ({
  skills: ['Electrical Wiring', 'Troubleshooting'],
  categories: ['electrical'],
  position: { latitude: 43.65, longitude: -79.38 },
  maxDistanceKm: null,
  desiredRate: null,
  jobTypes: [],
  schedules: [],
  certifications: [],
  bestPastRate: null,
  trustScore: 50,
  ...overrides,
});

const posting = (overrides: Partial<MatchPosting> = {}): MatchPosting => ({
  id: 'p1',
  title: 'Panel upgrade',
  description: 'Replace a panel.',
  category: 'electrical',
  skillsRequired: ['Electrical Wiring', 'Troubleshooting'],
  city: 'Toronto',
  locationType: 'onsite',
  remoteAllowed: false,
  pricingType: 'hourly',
  hourlyRate: null,
  fixedPrice: null,
  priceRangeMin: null,
  priceRangeMax: null,
  salaryMin: 35,
  salaryMax: 45,
  deliveryTimeDays: 5,
  timeCommitment: 'full_time',
  jobType: 'contract',
  workSchedule: 'day',
  certificationType: null,
  certificationRequired: false,
  certificationBonus: null,
  openings: 1,
  hiredCount: 0,
  applicationsCount: 0,
  createdAt: new Date('2026-11-19T12:00:00Z'),
  distanceKm: 5,
  ...overrides,
});

describe('skills factor', () => {
  it('scores the share of required skills held, through the taxonomy, and names the missing ones', () => {
    expect(skillsFactor(worker(), posting())).toEqual({
      score: 100,
      explanation: 'You meet all 2 skills asked for.',
    });
    const half = skillsFactor(worker({ skills: ['electrical wiring'] }), posting());
    expect(half.score).toBe(50);
    expect(half.explanation).toMatch(/^You meet 1 of the 2 skills asked for; missing: Troubleshooting\.$/);
    const none = skillsFactor(
      worker({ skills: [] }),
      posting({ skillsRequired: ['Welding', 'Blueprint Reading', 'Forklift'] }),
    );
    expect(none.score).toBe(0);
    expect(none.explanation).toContain('missing: ');
  });

  it('counts a required certification as one more requirement', () => {
    const asked = posting({ certificationType: 'red_seal_electrician', certificationRequired: true });
    expect(skillsFactor(worker(), asked)).toEqual({
      score: 67,
      explanation: 'You meet 2 of the 3 requirements asked for; missing: Red Seal Electrician.',
    });
    expect(skillsFactor(worker({ certifications: ['red_seal_electrician'] }), asked).score).toBe(100);
  });

  it('scores a posting with no required skills on category fit', () => {
    const open = posting({ skillsRequired: [] });
    expect(skillsFactor(worker(), open).score).toBe(80);
    expect(skillsFactor(worker({ categories: [] }), open).score).toBe(50);
    expect(skillsFactor(worker({ categories: ['plumbing'] }), open).score).toBe(20);
  });
});

describe('location factor', () => {
  it('falls from 100 to 60 at the max distance (25 km by default), to 0 at twice it', () => {
    expect(locationFactor(worker(), posting({ distanceKm: 0 })).score).toBe(100);
    expect(locationFactor(worker(), posting({ distanceKm: 25 })).score).toBe(60);
    expect(locationFactor(worker(), posting({ distanceKm: 50 })).score).toBe(0);
    expect(locationFactor(worker({ maxDistanceKm: 100 }), posting({ distanceKm: 50 })).score).toBe(80);
    expect(locationFactor(worker(), posting({ distanceKm: 12.34 })).explanation).toBe(
      '12.3 km away, within your 25 km.',
    );
    expect(locationFactor(worker(), posting({ distanceKm: 40 })).explanation).toBe(
      '40 km away, beyond your 25 km.',
    );
  });

  it('counts remote work as near and an unknown position as neutral', () => {
    expect(locationFactor(worker(), posting({ locationType: 'remote', distanceKm: 3000 })).score).toBe(100);
    expect(locationFactor(worker(), posting({ remoteAllowed: true, distanceKm: null })).score).toBe(100);
    const unknown = locationFactor(worker({ position: null }), posting({ distanceKm: null }));
    expect(unknown).toEqual({
      score: 50,
      explanation: 'Share your location or set your city to score distance.',
    });
  });
});

describe('pay factor', () => {
  it('is neutral without a desired rate, and compares the hourly range with it', () => {
    expect(payFactor(worker(), posting()).score).toBe(50);
    expect(payFactor(worker(), posting()).explanation).toBe(
      'Pays $35–$45 an hour; set your desired rate to compare.',
    );
    expect(payFactor(worker({ desiredRate: 30 }), posting()).score).toBe(100);
    expect(payFactor(worker({ desiredRate: 40 }), posting()).score).toBe(85);
    // $50 wanted, $45 at most: 10 % short, 85 - 20.
    expect(payFactor(worker({ desiredRate: 50 }), posting()).score).toBe(65);
    expect(payFactor(worker({ desiredRate: 100 }), posting()).score).toBe(0);
    expect(payFactor(worker({ desiredRate: 40 }), posting({ salaryMin: null, salaryMax: null })).score).toBe(
      40,
    );
  });

  it('turns a fixed price into an hourly rate over the expected hours', () => {
    const fixed = posting({ pricingType: 'fixed', salaryMin: null, salaryMax: null, fixedPrice: 1200 });
    expect(durationHours(fixed)).toBe(40);
    expect(hourlyRange(fixed)).toEqual({ low: 30, high: 30 });
    expect(payFactor(worker({ desiredRate: 30 }), fixed).score).toBe(100);
    expect(hourlyRange(posting({ salaryMin: null, salaryMax: null, hourlyRate: 28 }))).toEqual({
      low: 28,
      high: 28,
    });
  });
});

describe('schedule factor', () => {
  it('is neutral with nothing chosen, full with both fitting, low with neither', () => {
    expect(scheduleFactor(worker(), posting()).score).toBe(50);
    expect(scheduleFactor(worker({ jobTypes: ['contract'], schedules: ['day'] }), posting()).score).toBe(100);
    expect(scheduleFactor(worker({ jobTypes: ['full-time'], schedules: ['night'] }), posting()).score).toBe(
      30,
    );
    expect(scheduleFactor(worker({ jobTypes: ['full-time'] }), posting()).explanation).toBe(
      'Contract is not a job type you chose.',
    );
    // A flexible job suits any schedule; a flexible worker nearly any job.
    expect(
      scheduleFactor(worker({ schedules: ['night'] }), posting({ workSchedule: 'flexible' })).score,
    ).toBe(100);
    expect(
      scheduleFactor(worker({ schedules: ['flexible'] }), posting({ workSchedule: 'night' })).score,
    ).toBe(90);
  });
});

describe('growth factor', () => {
  it('rewards a held certification the job asks for, better pay than before, and a skill close to the worker', () => {
    expect(growthFactor(worker(), posting()).score).toBe(30);
    const cert = posting({ certificationType: 'red_seal_electrician', certificationBonus: 500 });
    const held = growthFactor(worker({ certifications: ['red_seal_electrician'] }), cert);
    expect(held.score).toBe(65);
    expect(held.explanation).toBe('Your Red Seal Electrician certification is asked for and its $500 bonus.');
    expect(growthFactor(worker(), cert).score).toBe(40);
    const better = growthFactor(worker({ bestPastRate: 40 }), posting());
    expect(better.score).toBe(55);
    expect(better.explanation).toBe('Pays $5 an hour more than your best past job.');
    expect(growthFactor(worker({ bestPastRate: 50 }), posting()).score).toBe(30);
  });
});

describe('weights per priority', () => {
  it('sum to 1 for every priority, and each priority leans on its own factor', () => {
    for (const priority of MATCHING_PRIORITIES) {
      const sum = Object.values(MATCH_WEIGHTS[priority]).reduce((a, b) => a + b, 0);
      expect(sum).toBeCloseTo(1, 10);
    }
    expect(MATCH_WEIGHTS.pay.pay).toBeGreaterThan(MATCH_WEIGHTS.balanced.pay);
    expect(MATCH_WEIGHTS.proximity.location).toBeGreaterThan(MATCH_WEIGHTS.balanced.location);
    expect(MATCH_WEIGHTS.certification.growth).toBeGreaterThan(MATCH_WEIGHTS.balanced.growth);
    expect(MATCH_WEIGHTS.growth.growth).toBeGreaterThan(MATCH_WEIGHTS.balanced.growth);
  });

  it('makes the match score the weighted sum', () => {
    const factors = (scores: number[]): FactorScores => {
      const [skills = 0, location = 0, pay = 0, schedule = 0, growth = 0] = scores;
      const f = (score: number) => ({ score, explanation: '' });
      return {
        skills: f(skills),
        location: f(location),
        pay: f(pay),
        schedule: f(schedule),
        growth: f(growth),
      };
    };
    expect(weightedScore(factors([100, 100, 100, 100, 100]))).toBe(100);
    expect(weightedScore(factors([100, 0, 0, 0, 0]))).toBe(35);
    expect(weightedScore(factors([0, 100, 0, 0, 0]), 'proximity')).toBe(40);
    expect(weightedScore(factors([0, 0, 100, 0, 0]), 'pay')).toBe(35);
  });
});

describe('success probability and application priority', () => {
  const fresh = { applicationsCount: 0, openings: 1, hiredCount: 0 };
  it('is exactly 75 with no history in the category', () => {
    expect(successProbability({ history: { accepted: 0, decided: 0 }, posting: fresh, trustScore: 90 })).toBe(
      75,
    );
  });

  it('smooths the accepted share toward 75, minus competition, plus trust', () => {
    // (1 + 7.5) / (4 + 10) = 60.7
    expect(successProbability({ history: { accepted: 1, decided: 4 }, posting: fresh, trustScore: 50 })).toBe(
      61,
    );
    // Many decisions: the share itself.
    expect(
      successProbability({ history: { accepted: 900, decided: 1000 }, posting: fresh, trustScore: 50 }),
    ).toBe(90);
    // 4 applicants for one opening: minus 15; trust 80: plus 6.
    expect(
      successProbability({
        history: { accepted: 1, decided: 4 },
        posting: { applicationsCount: 4, openings: 1, hiredCount: 0 },
        trustScore: 80,
      }),
    ).toBe(52);
  });

  it('ranks the priority by score, recency and openings left', () => {
    const recent = { createdAt: new Date('2026-11-19T12:00:00Z'), openings: 1, hiredCount: 0 };
    const old = { ...recent, createdAt: new Date('2026-09-01T12:00:00Z') };
    expect(applicationPriority({ score: 80, posting: recent, now: NOW })).toBe('high');
    expect(applicationPriority({ score: 80, posting: old, now: NOW })).toBe('medium');
    expect(applicationPriority({ score: 50, posting: old, now: NOW })).toBe('low');
    expect(
      applicationPriority({
        score: 75,
        posting: { ...old, createdAt: new Date('2026-11-10T12:00:00Z'), openings: 5 },
        now: NOW,
      }),
    ).toBe('medium');
  });
});

describe('explanations and insights', () => {
  it('names the change that raises the score most, with its gain computed by rescoring', () => {
    const asked = posting({ certificationType: 'red_seal_electrician', certificationRequired: true });
    const best = bestChange(worker(), asked);
    expect(best?.text).toBe('Add your Red Seal Electrician number');
    const before = weightedScore(scoreFactors(worker(), asked));
    const after = weightedScore(scoreFactors(worker({ certifications: ['red_seal_electrician'] }), asked));
    expect(best?.gain).toBe(after - before);
    expect(best?.gain).toBeGreaterThan(10);
  });

  it('suggests the desired rate when it is the best change, and nothing when nothing helps', () => {
    const best = bestChange(worker({ jobTypes: ['contract'], schedules: ['day'] }), posting());
    expect(best).toEqual({ text: 'Set your desired hourly rate', gain: 10 });
    const settled = worker({ jobTypes: ['contract'], schedules: ['day'], desiredRate: 30 });
    expect(bestChange(settled, posting())).toBeNull();
  });

  it('lists short reasons, the skills missing, then the best change', () => {
    const w = worker({ skills: ['Electrical Wiring'] });
    const p = posting({ distanceKm: 2 });
    const insights = jobInsights(w, p, scoreFactors(w, p));
    expect(insights[0]).toBe('Close to you');
    expect(insights).toContain('Asks for a skill you have not listed: Troubleshooting');
    expect(insights.at(-1)).toMatch(/^Add Troubleshooting to your skills: \+\d+ points$/);
  });

  it('scores a whole job for the client: figures, sentences, remote city null', () => {
    const job = scoreJob({
      worker: worker(),
      posting: posting({ locationType: 'remote' }),
      history: { accepted: 0, decided: 0 },
      now: NOW,
    });
    expect(job).toMatchObject({
      id: 'p1',
      city: null,
      rate: 45,
      duration_hours: 40,
      success_probability: 75,
      match_breakdown: { skills: 100, location: 100, pay: 50, schedule: 50, growth: 30 },
    });
    expect(job.match_score).toBe(weightedScore(scoreFactors(worker(), posting({ locationType: 'remote' }))));
    expect(Object.keys(job.match_explanations)).toEqual(['skills', 'location', 'pay', 'schedule', 'growth']);
  });
});
