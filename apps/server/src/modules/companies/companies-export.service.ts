import type { AccountExportDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { memberPermissions, membershipsWithCompanies } from './companies.service';

/** The companies the person owns and the teams they belong to, with their role (data export). */
export async function exportCompaniesOf(
  ctx: AppContext,
  userId: string,
): Promise<AccountExportDto['companies']> {
  const rows = await membershipsWithCompanies(ctx, userId);
  return rows.map(({ company, member }) => ({
    id: company.id,
    name: company.name,
    owned: member.role === 'owner',
    role: member.role,
    permissions: memberPermissions(member),
    joined_at: member.joinedAt.toISOString(),
    about: company.about,
    city: company.city,
    website: company.website,
    size: company.size,
  }));
}
