import { BUSINESS_ERRORS } from '@hirehand/shared/business/business-errors';
import { permissionsOf, type TeamPermission, type TeamRole } from '@hirehand/shared/business/team-roles';
import type { Executor } from '../../db/client';
import type { CompanyMemberRow, CompanyRow } from '../../db/schema/companies';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { findUserById } from '../users/users.service';
import {
  findCompanyById,
  findCompanyOfOwner,
  findMembership,
  insertOwnCompany,
  membershipsOf,
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
