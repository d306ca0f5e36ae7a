import type { Executor } from '../../db/client';
import { matchImpressions } from '../../db/schema/matching';

export interface MatchShown {
  postingId: string;
  score: number;
}

/** Records the matches a screen showed the worker (the match analytics count them). */
export async function recordImpressions(
  db: Executor,
  props: { userId: string; surface: 'matcher' | 'premium'; shown: MatchShown[]; at: Date },
): Promise<void> {
  if (props.shown.length === 0) return;
  await db.insert(matchImpressions).values(
    props.shown.map((match) => ({
      userId: props.userId,
      postingId: match.postingId,
      surface: props.surface,
      score: Math.max(0, Math.min(100, Math.round(match.score))),
      createdAt: props.at,
    })),
  );
}
