import type { UserType } from '@hirehand/shared/users/user-types';

export const DASHBOARD_TABS = ['postings', 'gigs', 'inbox', 'applications', 'saved'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * Tabs in the order a person of this type reaches for them: a worker first sees the
 * applications they sent, an employer or company their postings. The first is the default.
 */
export function dashboardTabs(userType: UserType | undefined): DashboardTab[] {
  return userType === 'worker'
    ? ['applications', 'saved', 'gigs', 'postings', 'inbox']
    : ['postings', 'inbox', 'gigs', 'applications', 'saved'];
}

export const defaultDashboardTab = (userType: UserType | undefined): DashboardTab =>
  dashboardTabs(userType)[0]!;

export const isDashboardTab = (value: string | null): value is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(value ?? '');
