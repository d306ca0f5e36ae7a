import { CERTIFICATION_NAMES } from '@hirehand/shared/jobs/certification-names';
import { canonicalSkill, skillByName } from '../../skills/skills.service';
import type { FactorScore, FactorScores, MatchPosting, MatchWorker } from './match-types';

/** The distance a worker is taken to travel when they saved none (km). */
export const DEFAULT_MAX_DISTANCE_KM = 25;
/** Neutral: a factor the matcher cannot judge (an unset preference, an unknown position). */
export const NEUTRAL = 50;

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const dollars = (value: number) => `$${Number.isInteger(value) ? value : value.toFixed(2)}`;
const list = (names: string[]) =>
  names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
const key = (name: string) => (canonicalSkill(name.trim()) ?? name.trim()).toLowerCase();
const displayName = (name: string) => canonicalSkill(name.trim()) ?? name.trim();

/** Hours a day a commitment stands for, to turn a fixed price into an hourly rate. */
const HOURS_PER_DAY: Record<MatchPosting['timeCommitment'], number> = {
  full_time: 8,
  part_time: 4,
  one_time: 8,
  ongoing: 4,
};

/** Expected hours of work: the delivery time in days times the commitment's hours a day. */
export function durationHours(posting: MatchPosting): number | null {
  if (!(posting.deliveryTimeDays > 0)) return null;
  return posting.deliveryTimeDays * HOURS_PER_DAY[posting.timeCommitment];
}

/**
 * The posting's hourly pay range in dollars: the job's salary range (hourly on the board), else its
 * hourly rate, else a fixed price or price range over its expected hours; null when none is known.
 */
export function hourlyRange(posting: MatchPosting): { low: number; high: number } | null {
  const low = posting.salaryMin ?? posting.salaryMax;
  const high = posting.salaryMax ?? posting.salaryMin;
  if (low !== null && high !== null) return { low, high };
  if (posting.hourlyRate !== null) return { low: posting.hourlyRate, high: posting.hourlyRate };
  const hours = durationHours(posting);
  if (!hours) return null;
  const round = (value: number) => Math.round((value / hours) * 100) / 100;
  if (posting.pricingType === 'fixed' && posting.fixedPrice !== null)
    return { low: round(posting.fixedPrice), high: round(posting.fixedPrice) };
  const rangeLow = posting.priceRangeMin ?? posting.priceRangeMax;
  const rangeHigh = posting.priceRangeMax ?? posting.priceRangeMin;
  if (rangeLow !== null && rangeHigh !== null) return { low: round(rangeLow), high: round(rangeHigh) };
  if (posting.fixedPrice !== null) return { low: round(posting.fixedPrice), high: round(posting.fixedPrice) };
  return null;
}

/** The required skills the worker lacks, as the taxonomy names them. */
export function missingSkills(worker: MatchWorker, posting: MatchPosting): string[] {
  const held = new Set(worker.skills.map(key));
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const name of posting.skillsRequired) {
    const k = key(name);
    if (!k || seen.has(k)) continue;
    seen.add(k);
    if (!held.has(k)) missing.push(displayName(name));
  }
  return missing;
}

/** The certification the posting requires (not merely prefers), or null. */
const requiredCertification = (posting: MatchPosting) =>
  posting.certificationRequired && posting.certificationType ? posting.certificationType : null;

/**
 * Skills: the share of requirements the worker meets (the required skills, and the certification
 * when one is required); with none, the category's fit.
 */
export function skillsFactor(worker: MatchWorker, posting: MatchPosting): FactorScore {
  const required = new Set(posting.skillsRequired.map(key).filter(Boolean));
  const cert = requiredCertification(posting);
  if (required.size === 0 && !cert) {
    if (worker.categories.includes(posting.category))
      return {
        score: 80,
        explanation: `No specific skills asked for, and ${posting.category} is your kind of work.`,
      };
    if (worker.categories.length === 0)
      return { score: NEUTRAL, explanation: 'No specific skills asked for.' };
    return {
      score: 20,
      explanation: `No specific skills asked for, and ${posting.category} is not among your kinds of work.`,
    };
  }
  const missing = missingSkills(worker, posting);
  if (cert && !worker.certifications.includes(cert)) missing.push(CERTIFICATION_NAMES[cert]);
  const total = required.size + (cert ? 1 : 0);
  const have = total - missing.length;
  const what = cert ? (total === 1 ? 'certification' : 'requirements') : total === 1 ? 'skill' : 'skills';
  const score = clamp((100 * have) / total);
  if (missing.length === 0)
    return {
      score,
      explanation:
        total === 1 ? `You have the ${what} asked for.` : `You meet all ${total} ${what} asked for.`,
    };
  return {
    score,
    explanation: `You meet ${have} of the ${total} ${what} asked for; missing: ${list(missing)}.`,
  };
}

/** Remote work: done from anywhere. */
export const isRemote = (posting: MatchPosting) => posting.locationType === 'remote' || posting.remoteAllowed;

/**
 * Location: 100 next door falling to 60 at the worker's max distance, then to 0 at twice it;
 * remote work counts as near; an unknown position is neutral.
 */
export function locationFactor(worker: MatchWorker, posting: MatchPosting): FactorScore {
  const max = worker.maxDistanceKm ?? DEFAULT_MAX_DISTANCE_KM;
  if (isRemote(posting)) return { score: 100, explanation: 'Remote work: no travel needed.' };
  if (posting.distanceKm === null)
    return {
      score: NEUTRAL,
      explanation: worker.position
        ? 'The job gives no exact place, so its distance is unknown.'
        : 'Share your location or set your city to score distance.',
    };
  const d = posting.distanceKm;
  const km = `${Math.round(d * 10) / 10} km`;
  if (d <= max)
    return { score: clamp(100 - (40 * d) / max), explanation: `${km} away, within your ${max} km.` };
  return { score: clamp(60 - (60 * (d - max)) / max), explanation: `${km} away, beyond your ${max} km.` };
}

/** Pay: the posting's hourly range against the desired rate; an unset rate is neutral. */
export function payFactor(worker: MatchWorker, posting: MatchPosting): FactorScore {
  const range = hourlyRange(posting);
  const pays = range
    ? range.low === range.high
      ? `${dollars(range.high)} an hour`
      : `${dollars(range.low)}–${dollars(range.high)} an hour`
    : null;
  if (worker.desiredRate === null)
    return {
      score: NEUTRAL,
      explanation: pays
        ? `Pays ${pays}; set your desired rate to compare.`
        : 'Set your desired rate to compare pay.',
    };
  const wanted = dollars(worker.desiredRate);
  if (!range) return { score: 40, explanation: `The pay is not stated; you want ${wanted} an hour.` };
  if (range.low >= worker.desiredRate)
    return { score: 100, explanation: `Pays ${pays}, at or above your ${wanted}.` };
  if (range.high >= worker.desiredRate)
    return { score: 85, explanation: `Pays ${pays}: your ${wanted} is within the range.` };
  const short = worker.desiredRate > 0 ? (worker.desiredRate - range.high) / worker.desiredRate : 0;
  return { score: clamp(85 - short * 200), explanation: `Pays ${pays}, below your ${wanted}.` };
}

/** Schedule: the job type and work schedule against the preferred ones; unset ones are neutral. */
export function scheduleFactor(worker: MatchWorker, posting: MatchPosting): FactorScore {
  const parts: number[] = [];
  const notes: string[] = [];
  if (worker.jobTypes.length > 0) {
    const fits = worker.jobTypes.includes(posting.jobType);
    parts.push(fits ? 100 : 30);
    notes.push(
      fits ? `${posting.jobType} is a job type you want` : `${posting.jobType} is not a job type you chose`,
    );
  }
  if (worker.schedules.length > 0) {
    const fits = worker.schedules.includes(posting.workSchedule) || posting.workSchedule === 'flexible';
    const flexible = worker.schedules.includes('flexible');
    parts.push(fits ? 100 : flexible ? 90 : 30);
    notes.push(
      fits
        ? `the ${posting.workSchedule} schedule suits you`
        : flexible
          ? `you are flexible about its ${posting.workSchedule} schedule`
          : `its ${posting.workSchedule} schedule is not one you chose`,
    );
  }
  if (parts.length === 0)
    return {
      score: NEUTRAL,
      explanation: `A ${posting.jobType}, ${posting.workSchedule} job; set your job types and schedules to compare.`,
    };
  const sentence = notes.join('; ');
  return {
    score: clamp(parts.reduce((a, b) => a + b, 0) / parts.length),
    explanation: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`,
  };
}

/**
 * Growth: a certification the job asks for that the worker holds (or a bonus within reach), pay
 * above the best job the worker was accepted for, and a required skill close to the worker's own.
 */
export function growthFactor(worker: MatchWorker, posting: MatchPosting): FactorScore {
  let score = 30;
  const notes: string[] = [];
  const cert = posting.certificationType;
  if (cert) {
    const name = CERTIFICATION_NAMES[cert];
    const bonus = posting.certificationBonus ? ` and its ${dollars(posting.certificationBonus)} bonus` : '';
    if (worker.certifications.includes(cert)) {
      score += 35;
      notes.push(`your ${name} certification is asked for${bonus}`);
    } else if (posting.certificationBonus) {
      score += 10;
      notes.push(`${name} would earn its ${dollars(posting.certificationBonus)} bonus`);
    }
  }
  const range = hourlyRange(posting);
  if (range && worker.bestPastRate !== null && range.high > worker.bestPastRate) {
    score += 25;
    notes.push(
      `pays ${dollars(Math.round((range.high - worker.bestPastRate) * 100) / 100)} an hour more than your best past job`,
    );
  }
  const near = nearlyHeldSkill(worker, posting);
  if (near) {
    score += 15;
    notes.push(`${near} is close to skills you have`);
  }
  if (notes.length === 0)
    return { score: clamp(score), explanation: 'Little here beyond what you already do.' };
  const sentence = notes.join('; ');
  return { score: clamp(score), explanation: `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.` };
}

/** A missing required skill that shares a profession with one of the worker's skills, or null. */
export function nearlyHeldSkill(worker: MatchWorker, posting: MatchPosting): string | null {
  const professions = new Set(worker.skills.flatMap((name) => skillByName(name)?.professions ?? []));
  if (professions.size === 0) return null;
  for (const name of missingSkills(worker, posting)) {
    if (skillByName(name)?.professions.some((p) => professions.has(p))) return name;
  }
  return null;
}

/** Every factor's score and sentence. */
export function scoreFactors(worker: MatchWorker, posting: MatchPosting): FactorScores {
  return {
    skills: skillsFactor(worker, posting),
    location: locationFactor(worker, posting),
    pay: payFactor(worker, posting),
    schedule: scheduleFactor(worker, posting),
    growth: growthFactor(worker, posting),
  };
}
