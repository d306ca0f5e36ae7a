import type { UserTypeStatusDto } from '@hirehand/shared/account/account-type';
import { authFetch } from '@/lib/session/session';

export const USER_TYPE_STATUS_QUERY_KEY = ['account', 'user-type'] as const;

/** GET /api/account/user-type: the type and whether it can still change (and why not). */
export const fetchUserTypeStatus = () => authFetch<UserTypeStatusDto>('/api/account/user-type');
