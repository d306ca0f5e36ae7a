import type { MyCompanyDto } from '@hirehand/shared/business/company';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMyCompanies } from '../api/my-companies';

/** The dashboard's "act as" choice is kept per tab (decision 042: acting for a company names it). */
const ACTING_KEY = 'hirehand:acting-as';

/**
 * `?company=<id>` opens the dashboard acting for that company (a posting's Manage link): taken as
 * the tab's choice once the caller's companies are known, then dropped from the address.
 */
export const COMPANY_PARAM = 'company';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whom the dashboard acts for: the person (no company), or a company with what they may do there. */
export interface Acting {
  company: MyCompanyDto | null;
  /** Post and edit jobs: always for oneself; for a company, with can_post_jobs. */
  canPost: boolean;
  /** See and answer applications: always one's own; for a company, with can_manage_applications. */
  canManageApplications: boolean;
  /** Pay for a post (Pay-Per-Post): always one's own; for a company, with can_manage_billing. */
  canPay: boolean;
}

export const ACTING_AS_ME: Acting = {
  company: null,
  canPost: true,
  canManageApplications: true,
  canPay: true,
};

export const ActingContext = createContext<Acting>(ACTING_AS_ME);

/** What the dashboard's panels act as. */
export const useActing = () => useContext(ActingContext);

export const actingFor = (company: MyCompanyDto | null): Acting =>
  company
    ? {
        company,
        canPost: company.permissions.includes('can_post_jobs'),
        canManageApplications: company.permissions.includes('can_manage_applications'),
        canPay: company.permissions.includes('can_manage_billing'),
      }
    : ACTING_AS_ME;

/**
 * The "act as" switcher's state: the caller's companies and the one chosen in this tab (a stored
 * choice the caller no longer belongs to falls back to themself). A `?company=` in the address
 * wins over the stored choice: the caller acts for that company when they are on its team, as
 * themself otherwise.
 */
export function useActingAs() {
  const companies = useMyCompanies();
  const [params, setParams] = useSearchParams();
  const requested = params.get(COMPANY_PARAM);
  const [stored, setStored] = useState<string | null>(() => storage()?.getItem(ACTING_KEY) ?? null);
  const list = companies.data?.companies ?? [];
  const chosen = requested ?? stored;
  const company = list.find((item) => item.id === chosen) ?? null;

  const choose = useCallback((companyId: string | null) => {
    setStored(companyId);
    try {
      if (companyId) storage()?.setItem(ACTING_KEY, companyId);
      else storage()?.removeItem(ACTING_KEY);
    } catch {
      // Storage full or blocked: the choice holds for this page only.
    }
  }, []);

  // Once the companies are known, the address's company becomes the tab's choice (or themself,
  // for a company the caller is not on) and leaves the address, so the switcher governs again.
  const known = companies.isSuccess;
  const member = requested !== null && list.some((item) => item.id === requested);
  useEffect(() => {
    if (requested === null || !known) return;
    choose(member ? requested : null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(COMPANY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, known, member, choose, setParams]);

  return { companies: list, acting: actingFor(company), choose };
}
