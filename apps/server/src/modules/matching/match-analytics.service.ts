import {
  MATCH_ANALYTICS_LIMITS,
  type MatchAnalyticsDto,
  type MatchAnalyticsPeriod,
} from '@hirehand/shared/matching/match-analytics';
import type { AppContext } from '../../platform/context';
import {
  type MatchFigures,
  matchFigures,
  type NotificationFigures,
  notificationFigures,
} from './match-analytics.repo';

const DAY_MS = 86_400_000;

/** A share as a percentage with one decimal; 0 with nothing to divide by. */
export const rate = (part: number, whole: number): number =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The figures of decision 040 from the period's counts. */
export function analyticsOf(
  days: number,
  matches: MatchFigures,
  sent: NotificationFigures,
): MatchAnalyticsDto {
  const quality = matches.averageScore === null ? 0 : Math.round(matches.averageScore * 10) / 10;
  const applicationRate = rate(matches.applied, matches.total);
  const openRate = rate(sent.emailsOpened, sent.emailsSent);
  const figures: MatchAnalyticsDto = {
    days,
    matching_performance: {
      total_matches_found: matches.total,
      match_quality_percentage: quality,
      application_rate: applicationRate,
      high_confidence_matches: matches.highConfidence,
    },
    notification_effectiveness: {
      total_sent: sent.sent,
      open_rate: openRate,
      click_rate: rate(sent.clicked, sent.sent),
      conversion_rate: rate(sent.converted, sent.sent),
    },
    ai_insights: [],
  };
  figures.ai_insights = insightsOf(figures, matches);
  return figures;
}

/** Sentences computed from the figures: what happened in the period, then what would help most. */
export function insightsOf(figures: MatchAnalyticsDto, matches: MatchFigures): string[] {
  const { matching_performance: perf, notification_effectiveness: notes, days } = figures;
  if (perf.total_matches_found === 0 && notes.total_sent === 0) return [];
  const texts: string[] = [];
  texts.push(
    `${plural(perf.total_matches_found, 'match', 'matches')} in the last ${days} days, ${perf.high_confidence_matches} of them high confidence (80% or more).`,
  );
  if (matches.scored > 0)
    texts.push(
      perf.match_quality_percentage < MATCH_ANALYTICS_LIMITS.suggestQualityBelow
        ? `Your matches average ${perf.match_quality_percentage}%: adding skills and work preferences raises the score.`
        : `Your matches average ${perf.match_quality_percentage}%: the matcher knows what you want.`,
    );
  if (perf.total_matches_found > 0)
    texts.push(
      `You applied to ${plural(matches.applied, 'match', 'matches')} (${perf.application_rate}%)${
        perf.application_rate < MATCH_ANALYTICS_LIMITS.suggestApplicationRateBelow
          ? ': applying early to high-confidence matches pays off.'
          : '.'
      }`,
    );
  texts.push(
    notes.total_sent > 0
      ? `${plural(notes.total_sent, 'match notification', 'match notifications')} sent; ${notes.click_rate}% opened or clicked.`
      : 'No match notifications were sent: turn on smart notifications to hear of new matches as they open.',
  );
  return texts;
}

/** GET /api/ai/match-analytics (decision 040): the last `days` days up to now. */
export async function matchAnalytics(props: {
  ctx: AppContext;
  userId: string;
  days: MatchAnalyticsPeriod;
}): Promise<MatchAnalyticsDto> {
  const to = props.ctx.clock.now();
  const period = { userId: props.userId, from: new Date(to.getTime() - props.days * DAY_MS), to };
  const [matches, sent] = await Promise.all([
    matchFigures(props.ctx.db, period, MATCH_ANALYTICS_LIMITS.highConfidenceScore),
    notificationFigures(props.ctx.db, period),
  ]);
  return analyticsOf(props.days, matches, sent);
}
