import { z } from 'zod';
import { storableText } from '../platform/text';
import { TeamPermission, TeamRole } from './team-roles';

/**
 * A company (issue 22, decision 042): the business an employer or company account owns; its team
 * acts for it. The spec's `company_id` on a job is a company's id.
 */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const CompanySize = z.enum(COMPANY_SIZES);
export type CompanySize = z.infer<typeof CompanySize>;

export const COMPANY_LIMITS = { nameMax: 120, aboutMax: 2000, cityMax: 100, websiteMax: 200 } as const;

export const CompanyProfileDto = z.object({
  id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  about: z.string().nullable(),
  city: z.string().nullable(),
  website: z.string().nullable(),
  size: CompanySize.nullable(),
  owner_id: z.string(),
});
export type CompanyProfileDto = z.infer<typeof CompanyProfileDto>;

/**
 * GET /api/companies/{id} (public, no sign-in): the company page's header, what a visitor may
 * read of a company. Its profile, when it joined (`created_at`, "member since") and how many open
 * jobs it has on the board (`open_jobs_count`: open, paid, visible job posts, the ones
 * `GET /api/jobs?company_id=` lists). Never its owner, its team or anyone's e-mail address.
 */
export const PublicCompanyDto = z.object({
  id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  about: z.string().nullable(),
  city: z.string().nullable(),
  website: z.string().nullable(),
  size: CompanySize.nullable(),
  created_at: z.string(),
  open_jobs_count: z.number().int().min(0),
});
export type PublicCompanyDto = z.infer<typeof PublicCompanyDto>;

/** PUT /api/business/company (owner, or can_manage_team): the company profile. */
export const CompanyProfileInput = z
  .object({
    name: storableText().pipe(z.string().trim().min(1).max(COMPANY_LIMITS.nameMax)),
    about: storableText().pipe(z.string().trim().max(COMPANY_LIMITS.aboutMax)).nullable().optional(),
    city: storableText().pipe(z.string().trim().max(COMPANY_LIMITS.cityMax)).nullable().optional(),
    website: z
      .string()
      .trim()
      .max(COMPANY_LIMITS.websiteMax)
      .pipe(z.url({ protocol: /^https?$/ }))
      .nullable()
      .optional(),
    size: CompanySize.nullable().optional(),
  })
  .strict();
export type CompanyProfileInput = z.input<typeof CompanyProfileInput>;

/** One company the caller belongs to, for the dashboard's "act as" switcher. */
export const MyCompanyDto = z.object({
  id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  role: TeamRole,
  permissions: z.array(TeamPermission),
});
export type MyCompanyDto = z.infer<typeof MyCompanyDto>;

/** GET /api/business/companies: the companies the caller owns or belongs to (owned first). */
export const MyCompaniesDto = z.object({ companies: z.array(MyCompanyDto) });
export type MyCompaniesDto = z.infer<typeof MyCompaniesDto>;

/** PUT /api/business/company: the profile of the company named by `company_id` (default: the caller's own). */
export const CompanyUpdateInput = CompanyProfileInput.extend({ company_id: z.uuid().optional() }).strict();
export type CompanyUpdateInput = z.input<typeof CompanyUpdateInput>;

/** Company logos: uploaded like profile pictures (PNG, JPG or WebP, read from the bytes), served from our origin. */
export const COMPANY_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const COMPANY_LOGO_UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 hour' } as const;
export const COMPANY_LOGO_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type CompanyLogoContentType = keyof typeof COMPANY_LOGO_TYPES;
export type CompanyLogoExtension = (typeof COMPANY_LOGO_TYPES)[CompanyLogoContentType];

/** The path a company's logo is served at: /api/business/companies/{company id}/logo/{object id}.{ext}. */
export const companyLogoPath = (companyId: string, file: string) =>
  `/api/business/companies/${companyId}/logo/${file}`;

/** One company in the person's own data export: those they own and those they belong to. */
export const ExportedCompanyDto = z.object({
  id: z.string(),
  name: z.string(),
  owned: z.boolean(),
  role: TeamRole,
  permissions: z.array(TeamPermission),
  joined_at: z.string(),
  about: z.string().nullable(),
  city: z.string().nullable(),
  website: z.string().nullable(),
  size: CompanySize.nullable(),
});
export type ExportedCompanyDto = z.infer<typeof ExportedCompanyDto>;
