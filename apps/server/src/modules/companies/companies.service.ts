import { BUSINESS_ERRORS } from '@hirehand/shared/business/business-errors';
import { type CompanyProfileInput, companyLogoPath } from '@hirehand/shared/business/company';
import { permissionsOf, type TeamPermission, type TeamRole } from '@hirehand/shared/business/team-roles';
import type { Executor } from '../../db/client';
import type { CompanyMemberRow, CompanyRow } from '../../db/schema/companies';
import { audit } from '../../platform/audit/audit';
import type { ClientInfo } from '../../platform/audit/client-summary';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { findUserById } from '../users/users.service';
import {
  companyIdsOf,
  deleteMember,
  findCompanyById,
  findCompanyOfOwner,
  findCompanyWithOpenJobs,
  findMemberByEmail,
  findMembership,
  insertMember,
  insertOwnCompany,
  membershipsOf,
  membersWithAccounts,
  updateCompanyById,
  updateMemberRole,
} from './companies.repo';

/**
 * Companies (issue 22, decision 042): the business an employer or company account owns, and the
 * one permission check every module asks before acting for a company.
 */

export type { CompanyMemberRow, CompanyRow } from '../../db/schema/companies';

/** Account types that own a company. Workers may be members of one, never owners. */
const OWNER_TYPES = new Set(['employer', 'company']);

export interface CompanyAccess {
  company: CompanyRow;
  role: TeamRole;
  permissions: TeamPermission[];
}

const accessOf = (company: CompanyRow, member: CompanyMemberRow): CompanyAccess => ({
  company,
  role: member.role,
  permissions: permissionsOf(
    member.role,
    member.role === 'owner' ? null : (member.permissions as TeamPermission[]),
  ),
});

/**
 * The caller's own company, made on first need (named after the account) for employer and
 * company accounts; 403 `business.not_business_account` for a worker.
 */
export async function ensureOwnCompany(
  ctx: AppContext,
  userId: string,
  executor: Executor = ctx.db,
): Promise<CompanyRow> {
  const existing = await findCompanyOfOwner(executor, userId);
  if (existing) return existing;
  const user = await findUserById(executor, userId);
  if (!user || !OWNER_TYPES.has(user.userType)) throw errors.forbidden(BUSINESS_ERRORS.notBusinessAccount);
  return insertOwnCompany(executor, {
    ownerId: userId,
    name: user.fullName,
    city: user.city,
    at: ctx.clock.now(),
  });
}

/**
 * Which company a request acts for and what the caller may do there: the named one (403
 * `business.not_a_member` unless the caller belongs to it, 404 when there is no such company),
 * else the caller's own (made on first need), else the first company they belong to.
 */
export async function resolveCompany(
  ctx: AppContext,
  props: { userId: string; companyId?: string | null; executor?: Executor },
): Promise<CompanyAccess> {
  const db = props.executor ?? ctx.db;
  if (props.companyId) {
    const company = await findCompanyById(db, props.companyId);
    if (!company) throw errors.notFound(BUSINESS_ERRORS.companyNotFound);
    const member = await findMembership(db, company.id, props.userId);
    if (!member) throw errors.forbidden(BUSINESS_ERRORS.notAMember);
    return accessOf(company, member);
  }
  const [first] = await membershipsOf(db, props.userId).limit(1);
  if (first?.member.role === 'owner') return accessOf(first.company, first.member);
  const user = await findUserById(db, props.userId);
  if (user && OWNER_TYPES.has(user.userType)) {
    const company = await ensureOwnCompany(ctx, props.userId, db);
    const member = await findMembership(db, company.id, props.userId);
    if (member) return accessOf(company, member);
  }
  if (first) return accessOf(first.company, first.member);
  throw errors.forbidden(BUSINESS_ERRORS.notBusinessAccount);
}

/** What the caller may do in a company, or null when they do not belong to it. */
export async function companyAccess(
  ctx: AppContext,
  props: { userId: string; companyId: string; executor?: Executor },
): Promise<CompanyAccess | null> {
  const db = props.executor ?? ctx.db;
  const company = await findCompanyById(db, props.companyId);
  if (!company) return null;
  const member = await findMembership(db, company.id, props.userId);
  return member ? accessOf(company, member) : null;
}

/** Whether the caller holds the permission in that company (false when not a member). */
export async function hasCompanyPermission(
  ctx: AppContext,
  props: { userId: string; companyId: string; permission: TeamPermission; executor?: Executor },
): Promise<boolean> {
  const access = await companyAccess(ctx, props);
  return access?.permissions.includes(props.permission) ?? false;
}

/**
 * The one check before acting for a company (decision 042): resolves the company as
 * resolveCompany does and throws 403 `business.permission_denied`, naming what the permission
 * allows, unless the caller holds it.
 */
export async function assertCompanyPermission(
  ctx: AppContext,
  props: { userId: string; companyId?: string | null; permission: TeamPermission; executor?: Executor },
): Promise<CompanyAccess> {
  const access = await resolveCompany(ctx, props);
  if (!access.permissions.includes(props.permission))
    throw errors.forbidden(BUSINESS_ERRORS.permissionDenied(props.permission));
  return access;
}

/** The companies a person owns or belongs to, with their role and permissions (owned first). */
export async function myCompanies(ctx: AppContext, userId: string): Promise<CompanyAccess[]> {
  const rows = await membershipsOf(ctx.db, userId);
  return rows.map(({ company, member }) => accessOf(company, member));
}

/** The companies a person owns or belongs to, as ids (what the board needs to mark colleagues' postings). */
export async function companyIdsOfMember(ctx: AppContext, userId: string): Promise<ReadonlySet<string>> {
  return new Set(await companyIdsOf(ctx.db, userId));
}

/** The audit subject of everything done to or for a company (its team's activity list). */
export const companySubject = (companyId: string) => ({ type: 'company', id: companyId });

/** Where the company's logo is served, from its stored key (`company-logos/<id>/<object>_<ext>`). */
export function logoUrlOf(company: CompanyRow): string | null {
  const file = company.logoKey?.split('/').pop();
  if (!file) return null;
  const cut = file.lastIndexOf('_');
  return cut > 0 ? companyLogoPath(company.id, `${file.slice(0, cut)}.${file.slice(cut + 1)}`) : null;
}

/** A company the caller belongs to, by id (any role): 404 when there is none, 403 when not theirs. */
export async function readCompany(
  ctx: AppContext,
  props: { userId: string; companyId?: string | null },
): Promise<CompanyAccess> {
  return resolveCompany(ctx, props);
}

/**
 * PUT /api/business/company: the owner or a member with can_manage_team changes the company's
 * profile; audited `team.company_updated` (with the fields changed) in the same transaction, and
 * a new name enqueues `gigs.company_renamed` there too (its postings take the new name).
 */
export async function updateCompanyProfile(
  ctx: AppContext,
  props: {
    userId: string;
    companyId?: string | null;
    input: { name: string } & Omit<CompanyProfileInput, 'name'>;
    client?: ClientInfo;
  },
): Promise<CompanyRow> {
  const access = await assertCompanyPermission(ctx, {
    userId: props.userId,
    companyId: props.companyId,
    permission: 'can_manage_team',
  });
  const before = access.company;
  const values: Parameters<typeof updateCompanyById>[2] = { name: props.input.name };
  for (const key of ['about', 'city', 'website', 'size'] as const) {
    const value = props.input[key];
    if (value !== undefined) values[key] = (value === '' ? null : value) as never;
  }
  const changed = Object.entries(values)
    .filter(([key, value]) => before[key as keyof CompanyRow] !== value)
    .map(([key]) => key);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await updateCompanyById(tx, before.id, values, now);
    if (!row) throw errors.notFound(BUSINESS_ERRORS.companyNotFound);
    await audit.record(tx, {
      at: now,
      actorId: props.userId,
      action: 'team.company_updated',
      subject: companySubject(row.id),
      data: { fields: changed.join(',') },
      client: props.client,
    });
    // The company's postings show its name (a copy in postings.company): the gigs module renames
    // them in a durable job that commits with the rename (a lost bus event would leave them stale).
    if (changed.includes('name'))
      await ctx.jobs.enqueue('gigs.company_renamed', { companyId: row.id }, { executor: tx });
    return row;
  });
}

/** Replaces the company's logo key; the row with the key it replaced. */
export async function replaceCompanyLogo(
  ctx: AppContext,
  props: { companyId: string; logoKey: string; actorId: string },
): Promise<{ company: CompanyRow; previous: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const before = await findCompanyById(tx, props.companyId);
    if (!before) throw errors.notFound(BUSINESS_ERRORS.companyNotFound);
    const now = ctx.clock.now();
    const company = await updateCompanyById(tx, props.companyId, { logoKey: props.logoKey }, now);
    if (!company) throw errors.notFound(BUSINESS_ERRORS.companyNotFound);
    await audit.record(tx, {
      at: now,
      actorId: props.actorId,
      action: 'team.company_updated',
      subject: companySubject(company.id),
      data: { fields: 'logo' },
    });
    return { company, previous: before.logoKey };
  });
}

/** The company by id (no access check: the logo is public like the company's name). */
export function findCompany(ctx: AppContext, companyId: string, executor: Executor = ctx.db) {
  return findCompanyById(executor, companyId);
}

/**
 * GET /api/companies/{id}: a company as anyone may read it (no sign-in), with its open jobs
 * counted. An unknown or malformed id is 404 `business.company_not_found`.
 */
export async function publicCompany(
  ctx: AppContext,
  companyId: string,
): Promise<{ company: CompanyRow; openJobs: number }> {
  const found = isUuid(companyId) ? await findCompanyWithOpenJobs(ctx.db, companyId) : null;
  if (!found) throw errors.notFound(BUSINESS_ERRORS.companyNotFound);
  return found;
}

/** One member of a team as the team list shows them, with their account and last sign-in. */
export type TeamMemberRecord = Awaited<ReturnType<typeof membersWithAccounts>>[number];

/** The team of a company, the owner first, with each member's account and last sign-in. */
export function teamMembersOf(ctx: AppContext, companyId: string, executor: Executor = ctx.db) {
  return membersWithAccounts(executor, companyId);
}

/** A member of the company, or null. */
export function membershipOf(
  ctx: AppContext,
  props: { companyId: string; userId: string; executor?: Executor },
): Promise<CompanyMemberRow | null> {
  return findMembership(props.executor ?? ctx.db, props.companyId, props.userId);
}

/** The member whose account has that address (any case), or null. */
export function memberByEmail(
  ctx: AppContext,
  props: { companyId: string; email: string; executor?: Executor },
): Promise<CompanyMemberRow | null> {
  return findMemberByEmail(props.executor ?? ctx.db, props.companyId, props.email);
}

/** The permissions a member holds (the role's, or the list kept for them). */
export function memberPermissions(member: Pick<CompanyMemberRow, 'role' | 'permissions'>): TeamPermission[] {
  return permissionsOf(
    member.role,
    member.role === 'owner' ? null : (member.permissions as TeamPermission[]),
  );
}

/** Adds a member (the teams module, when an invitation is accepted); null when they already were one. */
export function addCompanyMember(
  ctx: AppContext,
  props: {
    executor: Executor;
    companyId: string;
    userId: string;
    role: TeamRole;
    permissions: TeamPermission[];
    invitedBy: string | null;
  },
) {
  return insertMember(props.executor, { ...props, at: ctx.clock.now() });
}

/** Sets a (non-owner) member's role and permissions. */
export function setMemberRole(props: {
  executor: Executor;
  companyId: string;
  userId: string;
  role: TeamRole;
  permissions: TeamPermission[];
}) {
  return updateMemberRole(props.executor, props.companyId, props.userId, {
    role: props.role,
    permissions: props.permissions,
  });
}

/** Removes a (non-owner) member; false when there was none. */
export function removeCompanyMember(props: { executor: Executor; companyId: string; userId: string }) {
  return deleteMember(props.executor, props.companyId, props.userId);
}

/** Every company a person belongs to with their membership (the data export). */
export function membershipsWithCompanies(ctx: AppContext, userId: string) {
  return membershipsOf(ctx.db, userId);
}

/**
 * GET /api/business/companies: the caller's companies; an employer or company account's own is
 * made on first need, so it is always listed first.
 */
export async function listMyCompanies(ctx: AppContext, userId: string): Promise<CompanyAccess[]> {
  const user = await findUserById(ctx.db, userId);
  if (user && OWNER_TYPES.has(user.userType)) await ensureOwnCompany(ctx, userId);
  return myCompanies(ctx, userId);
}
