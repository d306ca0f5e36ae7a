/** `?company_id=` naming the company a call acts for (decision 042); none: the caller's own company. */
export const scopeQuery = (companyId: string | undefined) =>
  companyId ? `?company_id=${encodeURIComponent(companyId)}` : '';
