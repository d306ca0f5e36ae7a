import type { CompanyProfileDto, MyCompaniesDto } from '@hirehand/shared/business/company';
import { type CompanyAccess, type CompanyRow, logoUrlOf } from './companies.service';

/** The company profile as any member sees it. */
export function toCompanyProfileDto(company: CompanyRow): CompanyProfileDto {
  return {
    id: company.id,
    name: company.name,
    logo_url: logoUrlOf(company),
    about: company.about,
    city: company.city,
    website: company.website,
    size: company.size,
    owner_id: company.ownerId,
  };
}

/** The caller's companies for the "act as" switcher: owned first. */
export function toMyCompaniesDto(list: CompanyAccess[]): MyCompaniesDto {
  return {
    companies: list.map(({ company, role, permissions }) => ({
      id: company.id,
      name: company.name,
      logo_url: logoUrlOf(company),
      role,
      permissions,
    })),
  };
}
