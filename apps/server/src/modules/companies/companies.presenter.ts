import type { CompanyProfileDto, MyCompaniesDto, PublicCompanyDto } from '@hirehand/shared/business/company';
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

/** The company as a visitor reads it: its profile, when it joined and its open jobs; nobody's account. */
export function toPublicCompanyDto({
  company,
  openJobs,
}: {
  company: CompanyRow;
  openJobs: number;
}): PublicCompanyDto {
  return {
    id: company.id,
    name: company.name,
    logo_url: logoUrlOf(company),
    about: company.about,
    city: company.city,
    website: company.website,
    size: company.size,
    created_at: company.createdAt.toISOString(),
    open_jobs_count: openJobs,
  };
}
