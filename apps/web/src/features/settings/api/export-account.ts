import type { AccountExportDto } from '@hirehand/shared/account/account-export';
import { useMutation } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';

/** GET /api/account/export: everything held about the user, as JSON. */
export const exportAccount = () => authFetch<AccountExportDto>('/api/account/export');

/** A mutation, though a GET: it runs on a click, and its answer is a download, never cached. */
export function useExportAccount() {
  return useMutation({ mutationKey: ['account', 'export'], mutationFn: exportAccount });
}
