import type { MatchAnalyticsDto, MatchAnalyticsPeriod } from '@hirehand/shared/matching/match-analytics';
import type {
  AdvancedMatchingResultDto,
  PremiumMatchingPreferencesDto,
  PremiumPreferencesResultDto,
} from '@hirehand/shared/matching/premium-matching';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';

/*
 * Under the matcher's root key (matching-api's MATCHING_QUERY_KEY), written out rather than
 * imported, so these screens' chunk does not pull the matcher's API in.
 */
export const PREMIUM_PREFERENCES_QUERY_KEY = ['matching', 'premium-preferences'] as const;
/** The matcher invalidates the same key (matching-api's MATCH_ANALYTICS_QUERY_KEY). */
export const MATCH_ANALYTICS_QUERY_KEY = ['matching', 'analytics'] as const;

/** GET /api/premium/ai-matching/preferences (bearer, premium): saved preferences or the defaults. */
export const fetchPremiumPreferences = () =>
  authFetch<PremiumPreferencesResultDto>('/api/premium/ai-matching/preferences');

export function usePremiumPreferences(enabled: boolean) {
  return useQuery({
    queryKey: PREMIUM_PREFERENCES_QUERY_KEY,
    queryFn: fetchPremiumPreferences,
    enabled,
    // A 403 (no premium) is an answer, not a failure to retry.
    retry: false,
  });
}

/** POST /api/premium/ai-matching/advanced (bearer, premium): saves the preferences, answers matches and summary. */
export const advancedMatching = (preferences: PremiumMatchingPreferencesDto) =>
  authFetch<AdvancedMatchingResultDto>('/api/premium/ai-matching/advanced', {
    method: 'POST',
    body: { preferences, advanced_algorithms: true, premium_only: preferences.premium_only },
  });

export function useAdvancedMatching() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['matching', 'premium'],
    mutationFn: advancedMatching,
    onSuccess: (answer) => {
      queryClient.setQueryData<PremiumPreferencesResultDto>(PREMIUM_PREFERENCES_QUERY_KEY, {
        preferences: answer.preferences,
        saved: true,
      });
      // The matches just shown count in the analytics.
      void queryClient.invalidateQueries({ queryKey: MATCH_ANALYTICS_QUERY_KEY });
    },
  });
}

/** GET /api/ai/match-analytics?days= (bearer). */
export const fetchMatchAnalytics = (days: MatchAnalyticsPeriod) =>
  authFetch<MatchAnalyticsDto>(`/api/ai/match-analytics?days=${days}`);

export function useMatchAnalytics(days: MatchAnalyticsPeriod, enabled: boolean) {
  return useQuery({
    queryKey: [...MATCH_ANALYTICS_QUERY_KEY, days],
    queryFn: () => fetchMatchAnalytics(days),
    enabled,
    // Events arrive from elsewhere too (notifications sent, read, applied to): fresh on every opening.
    staleTime: 0,
  });
}
