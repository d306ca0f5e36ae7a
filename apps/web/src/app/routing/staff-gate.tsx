import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotStaff, useStaffAccess } from '@/features/staff/api/staff-access';
import { useSession } from '@/lib/session/use-session';
import { NotFoundPage } from '../lazy-not-found-page';

/**
 * A staff-only page (page table access `staff`): staff see it; everyone else, signed out
 * included, sees the not-found page, as the staff API answers them 404 (decision 024). Any
 * other failure goes to the shell's error boundary.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const access = useStaffAccess(session?.user.id);
  if (!session) return <NotFoundPage />;
  if (access.isPending)
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-24 text-center text-slate-700">
        {t('loading')}
      </p>
    );
  if (access.isError) {
    if (isNotStaff(access.error)) return <NotFoundPage />;
    throw access.error;
  }
  return children;
}
