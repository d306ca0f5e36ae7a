import type { MyCompanyDto } from '@hirehand/shared/business/company';
import { createContext, useCallback, useContext, useState } from 'react';
import { useMyCompanies } from '../api/my-companies';

/** The dashboard's "act as" choice is kept per tab (decision 042: acting for a company names it). */
const ACTING_KEY = 'hirehand:acting-as';

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
}

export const ACTING_AS_ME: Acting = { company: null, canPost: true, canManageApplications: true };

export const ActingContext = createContext<Acting>(ACTING_AS_ME);

/** What the dashboard's panels act as. */
export const useActing = () => useContext(ActingContext);

export const actingFor = (company: MyCompanyDto | null): Acting =>
  company
    ? {
        company,
        canPost: company.permissions.includes('can_post_jobs'),
        canManageApplications: company.permissions.includes('can_manage_applications'),
      }
    : ACTING_AS_ME;

/**
 * The "act as" switcher's state: the caller's companies and the one chosen in this tab (a stored
 * choice the caller no longer belongs to falls back to themself).
 */
export function useActingAs() {
  const companies = useMyCompanies();
  const [chosen, setChosen] = useState<string | null>(() => storage()?.getItem(ACTING_KEY) ?? null);
  const list = companies.data?.companies ?? [];
  const company = list.find((item) => item.id === chosen) ?? null;

  const choose = useCallback((companyId: string | null) => {
    setChosen(companyId);
    try {
      if (companyId) storage()?.setItem(ACTING_KEY, companyId);
      else storage()?.removeItem(ACTING_KEY);
    } catch {
      // Storage full or blocked: the choice holds for this page only.
    }
  }, []);

  return { companies: list, acting: actingFor(company), choose };
}
