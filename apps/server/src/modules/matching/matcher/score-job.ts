import { CERTIFICATION_NAMES } from '@hirehand/shared/jobs/certification-names';
import { MATCH_FACTORS, type MatchedJobDto, type MatchFactor } from '@hirehand/shared/matching/match-jobs';
import {
  DEFAULT_MAX_DISTANCE_KM,
  durationHours,
  hourlyRange,
  isRemote,
  missingSkills,
  scoreFactors,
} from './factors';
import type { CategoryHistory, FactorScores, MatchPosting, MatchWorker } from './match-types';
import { applicationPriority, successProbability } from './success';
import { type MatchingPriority, weightedScore } from './weights';

/** One change the worker could make, and the worker it would make. */
interface Change {
  text: string;
  apply: (worker: MatchWorker) => MatchWorker;
}

/** The changes worth trying on this posting: each is rescored to find the largest gain. */
function candidateChanges(worker: MatchWorker, posting: MatchPosting): Change[] {
  const changes: Change[] = [];
  const range = hourlyRange(posting);
  if (worker.desiredRate === null && range)
    changes.push({
      text: 'Set your desired hourly rate',
      apply: (w) => ({ ...w, desiredRate: range.low }),
    });
  const cert = posting.certificationType;
  if (cert && !worker.certifications.includes(cert))
    changes.push({
      text: `Add your ${CERTIFICATION_NAMES[cert]} number`,
      apply: (w) => ({ ...w, certifications: [...w.certifications, cert] }),
    });
  const missing = missingSkills(worker, posting);
  if (missing.length > 0)
    changes.push({
      text: `Add ${missing[0]} to your skills`,
      apply: (w) => ({ ...w, skills: [...w.skills, missing[0] as string] }),
    });
  if (!isRemote(posting) && posting.distanceKm === null && !worker.position)
    changes.push({
      text: 'Share your location or set your city',
      // Scored as if the job were within the default distance's middle.
      apply: (w) => ({ ...w, position: { latitude: 0, longitude: 0 } }),
    });
  const max = worker.maxDistanceKm ?? DEFAULT_MAX_DISTANCE_KM;
  if (!isRemote(posting) && posting.distanceKm !== null && posting.distanceKm > max) {
    const reach = Math.min(500, Math.ceil(posting.distanceKm / 5) * 5);
    changes.push({
      text: `Raise your travel distance to ${reach} km`,
      apply: (w) => ({ ...w, maxDistanceKm: reach }),
    });
  }
  if (worker.jobTypes.length === 0 && worker.schedules.length === 0)
    changes.push({
      text: 'Set the job types and schedules you want',
      apply: (w) => ({ ...w, jobTypes: [posting.jobType], schedules: [posting.workSchedule] }),
    });
  return changes;
}

/** The posting as scored with a changed worker (a shared position puts it half the distance away). */
function rescored(
  worker: MatchWorker,
  posting: MatchPosting,
  change: Change,
  priority: MatchingPriority,
): number {
  const changed = change.apply(worker);
  const moved =
    !worker.position && changed.position && posting.distanceKm === null
      ? { ...posting, distanceKm: (changed.maxDistanceKm ?? DEFAULT_MAX_DISTANCE_KM) / 2 }
      : posting;
  return weightedScore(scoreFactors(changed, moved), priority);
}

/** The change that would raise the score most, with its gain in points, or null when none helps. */
export function bestChange(
  worker: MatchWorker,
  posting: MatchPosting,
  priority: MatchingPriority = 'balanced',
): { text: string; gain: number } | null {
  const current = weightedScore(scoreFactors(worker, posting), priority);
  let best: { text: string; gain: number } | null = null;
  for (const change of candidateChanges(worker, posting)) {
    const gain = rescored(worker, posting, change, priority) - current;
    if (gain > 0 && (!best || gain > best.gain)) best = { text: change.text, gain };
  }
  return best;
}

const REASONS: Record<MatchFactor, string> = {
  skills: 'Your skills fit',
  location: 'Close to you',
  pay: 'Pays what you want',
  schedule: 'Fits your schedule',
  growth: 'Helps you grow',
};

/** Short reasons (the factors at 80 or more, strongest first, up to 3), then the best change. */
export function jobInsights(
  worker: MatchWorker,
  posting: MatchPosting,
  factors: FactorScores,
  priority: MatchingPriority = 'balanced',
): string[] {
  const insights = MATCH_FACTORS.filter((factor) => factors[factor].score >= 80)
    .sort((a, b) => factors[b].score - factors[a].score)
    .slice(0, 3)
    .map((factor) => (factor === 'location' && isRemote(posting) ? 'Remote work' : REASONS[factor]));
  const missing = missingSkills(worker, posting);
  if (missing.length > 0 && posting.skillsRequired.length > 0)
    insights.push(
      `Asks for ${missing.length === 1 ? 'a skill' : 'skills'} you have not listed: ${missing.slice(0, 3).join(', ')}`,
    );
  const change = bestChange(worker, posting, priority);
  if (change) insights.push(`${change.text}: +${change.gain} point${change.gain === 1 ? '' : 's'}`);
  return insights;
}

export interface ScoredJob extends MatchedJobDto {
  category: MatchPosting['category'];
}

/** The whole match of one posting: score, breakdown, sentences, success, priority, insights. */
export function scoreJob(props: {
  worker: MatchWorker;
  posting: MatchPosting;
  history: CategoryHistory;
  now: Date;
  priority?: MatchingPriority;
  /** False leaves job_insights empty: the rescoring is only worth it for the jobs answered. */
  insights?: boolean;
}): ScoredJob {
  const { worker, posting, now } = props;
  const priority = props.priority ?? 'balanced';
  const factors = scoreFactors(worker, posting);
  const score = weightedScore(factors, priority);
  const range = hourlyRange(posting);
  return {
    id: posting.id,
    title: posting.title,
    category: posting.category,
    city: posting.locationType === 'remote' ? null : posting.city,
    rate: range?.high ?? 0,
    duration_hours: durationHours(posting),
    description: posting.description,
    match_score: score,
    success_probability: successProbability({
      history: props.history,
      posting,
      trustScore: worker.trustScore,
    }),
    application_priority: applicationPriority({ score, posting, now }),
    match_breakdown: {
      skills: factors.skills.score,
      location: factors.location.score,
      pay: factors.pay.score,
      schedule: factors.schedule.score,
      growth: factors.growth.score,
    },
    match_explanations: {
      skills: factors.skills.explanation,
      location: factors.location.explanation,
      pay: factors.pay.explanation,
      schedule: factors.schedule.explanation,
      growth: factors.growth.explanation,
    },
    job_insights: props.insights === false ? [] : jobInsights(worker, posting, factors, priority),
    distance_km: posting.distanceKm,
  };
}
