import { SESSION_REVOKED_EVENT } from '../../platform/auth/auth-guard';
import type { AppContext } from '../../platform/context';

/** Tells every instance to drop its cached view of these sessions, so they end at once. */
export async function announceRevokedSessions(ctx: AppContext, sessionIds: string[]) {
  if (sessionIds.length === 0) return;
  await ctx.bus.publish({ type: SESSION_REVOKED_EVENT, payload: { sessionIds } });
}
