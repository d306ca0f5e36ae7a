import type { UserType } from '@hirehand/shared/users/user-types';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type DashboardTab, defaultDashboardTab, isDashboardTab } from '../lib/dashboard-tabs';

/** The open tab lives in ?tab= so that links (and notifications) can open one; unknown values fall back. */
export function useDashboardTab(userType: UserType | undefined): [DashboardTab, (tab: DashboardTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isDashboardTab(requested) ? requested : defaultDashboardTab(userType);
  const setTab = useCallback(
    (next: DashboardTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
