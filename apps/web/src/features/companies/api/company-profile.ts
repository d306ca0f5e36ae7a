import type { CompanyProfileDto, CompanyUpdateInput } from '@hirehand/shared/business/company';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MY_COMPANIES_QUERY_KEY } from '@/lib/query-keys';
import { authRequest } from '@/lib/session/auth-request';
import { authFetch } from '@/lib/session/session';

export const COMPANY_QUERY_KEY = ['companies'] as const;
const profileKey = (companyId?: string) => [...COMPANY_QUERY_KEY, 'profile', companyId ?? 'own'] as const;

const scope = (companyId?: string) => (companyId ? `?${new URLSearchParams({ company_id: companyId })}` : '');

/** GET /api/business/company: a company's profile; without an id the caller's own (made on first need). */
export const fetchCompany = (companyId?: string) =>
  authFetch<CompanyProfileDto>(`/api/business/company${scope(companyId)}`);

export function useCompany(companyId?: string, enabled = true) {
  return useQuery({ queryKey: profileKey(companyId), queryFn: () => fetchCompany(companyId), enabled });
}

/** PUT /api/business/company (owner, or can_manage_team). */
export const updateCompany = (input: CompanyUpdateInput) =>
  authFetch<CompanyProfileDto>('/api/business/company', { method: 'PUT', body: input });

/** POST /api/business/company/logo (multipart, field `file`): the profile with its new logo. */
export async function uploadCompanyLogo({ file, companyId }: { file: File; companyId?: string }) {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await authRequest(`/api/business/company/logo${scope(companyId)}`, {
    method: 'POST',
    body: form,
  });
  return (await response.json()) as CompanyProfileDto;
}

/** Both writes store the answer as the company's profile, and refresh the lists that show it. */
function useStoreCompany(companyId?: string) {
  const queryClient = useQueryClient();
  return (company: CompanyProfileDto) => {
    queryClient.setQueryData(profileKey(companyId), company);
    void queryClient.invalidateQueries({ queryKey: MY_COMPANIES_QUERY_KEY });
  };
}

export function useUpdateCompany(companyId?: string) {
  const store = useStoreCompany(companyId);
  return useMutation({ mutationKey: ['companies', 'update'], mutationFn: updateCompany, onSuccess: store });
}

export function useUploadCompanyLogo(companyId?: string) {
  const store = useStoreCompany(companyId);
  return useMutation({ mutationKey: ['companies', 'logo'], mutationFn: uploadCompanyLogo, onSuccess: store });
}
