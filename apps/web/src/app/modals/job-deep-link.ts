import { JOB_DEEP_LINK_PARAM } from '@hirehand/shared/app/routes';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AppModal } from '@/lib/modals/app-modals-context';

/**
 * `?job=<posting id>` on any page opens that job's detail (a match notification's link, a match
 * e-mail's redirect); the parameter then leaves the address, so going back does not reopen it.
 */
export function useJobDeepLink(openModal: (modal: AppModal) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const jobId = params.get(JOB_DEEP_LINK_PARAM);
    if (jobId === null) return;
    params.delete(JOB_DEEP_LINK_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    if (/^[0-9a-f-]{36}$/i.test(jobId)) openModal({ kind: 'job', jobId });
  }, [location.search, location.pathname, location.hash, navigate, openModal]);
}
