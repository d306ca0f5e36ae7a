import { COMPANY_SIZES } from '@hirehand/shared/business/company';
import { INVITABLE_ROLES, TEAM_ROLES } from '@hirehand/shared/business/team-roles';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A company (issue 22, decision 042): the business an employer or company account owns, with its
 * profile. Its team acts for it; its postings carry its id (`postings.company_id`, the spec's
 * `company_id`). One per owner.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Storage key of the logo (the storage provider serves it). */
    logoKey: text('logo_key'),
    about: text('about'),
    city: text('city'),
    website: text('website'),
    size: text('size', { enum: COMPANY_SIZES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('companies_owner_key').on(t.ownerId),
    check('companies_size_check', sql`${t.size} in (${inList(COMPANY_SIZES)})`),
  ],
);
export type CompanyRow = typeof companies.$inferSelect;

/**
 * The people of a company's team, the owner among them (role `owner`, exactly one). `permissions`
 * is what the member holds: the role's by default (spec 2 §6), or the list the owner or an admin
 * chose.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    permissions: text('permissions').array().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_members_user_idx').on(t.userId),
    uniqueIndex('company_members_one_owner_key').on(t.companyId).where(sql`${t.role} = 'owner'`),
    check('company_members_role_check', sql`${t.role} in (${inList(TEAM_ROLES)})`),
  ],
);
export type CompanyMemberRow = typeof companyMembers.$inferSelect;

export const TEAM_INVITATION_STATUSES = ['pending', 'accepted', 'cancelled', 'expired'] as const;

/**
 * Invitations to a company's team (spec 2 §3 pending invitation). The e-mailed token is stored
 * only as its SHA-256 (`token_hash`); one pending invitation per company and address.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    role: text('role', { enum: INVITABLE_ROLES }).notNull(),
    permissions: text('permissions').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: TEAM_INVITATION_STATUSES }).notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_invitations_token_key').on(t.tokenHash),
    uniqueIndex('team_invitations_pending_key').on(t.companyId, t.email).where(sql`${t.status} = 'pending'`),
    index('team_invitations_company_idx').on(t.companyId, t.invitedAt.desc()),
    check('team_invitations_role_check', sql`${t.role} in (${inList(INVITABLE_ROLES)})`),
    check('team_invitations_status_check', sql`${t.status} in (${inList(TEAM_INVITATION_STATUSES)})`),
  ],
);
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
