import { type Refusal, refusal } from '../platform/errors';
import type { TeamPermission } from './team-roles';

/** What a permission lets a member do, for the 403's detail. */
export const PERMISSION_ACTIONS: Record<TeamPermission, string> = {
  can_post_jobs: 'post or edit jobs for this company',
  can_manage_applications: "see and answer applications to this company's jobs",
  can_view_analytics: "see this company's analytics",
  can_manage_team: "manage this company's team",
  can_view_billing: "see this company's billing",
  can_manage_billing: "pay for this company's job posts and manage its billing",
};

export const BUSINESS_MESSAGES = {
  notBusinessAccount: 'Teams and business analytics are for employer and company accounts.',
  notAMember: 'You are not a member of this company.',
  ownerNotInvitable: 'The owner role cannot be invited. Choose Admin, Team Member or Viewer.',
  alreadyMember: 'This person is already a member of your team.',
  inviteSelf: 'You are already on this team.',
  invitationNotFound: 'This invitation was not found. Ask the team for a new one.',
  invitationExpired: 'This invitation has expired. Ask the team to send a new one.',
  invitationUsed: 'This invitation has already been used or was cancelled.',
  invitationOtherEmail:
    'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  ownerRoleFixed: "The owner's role cannot be changed.",
  roleAboveOwn: 'You cannot give anyone a role above your own.',
  permissionAboveOwn: 'You cannot give a permission you do not hold yourself.',
  cannotManagePeer: 'Only the owner can change or remove another admin.',
  memberNotFound: 'This team member was not found.',
  ownerCannotLeave: 'The owner cannot leave the company.',
  inviteRateLimited: 'You have sent many invitations in a short time. Please wait before sending more.',
  companyNotFound: 'This company was not found.',
  logoMissing: 'Choose a logo to upload',
  logoTooLarge: 'Logos must be 5 MB or smaller',
  logoTypeNotAllowed: 'Only PNG, JPG and WebP logos can be uploaded',
  logoNotFound: 'Logo not found',
  tooManyLogoUploads: 'You are changing the logo too often. Please try again later.',
  lookupRateLimited: 'Too many invitation look-ups. Please wait a moment and try again.',
} as const;

/** Teams and business analytics refusals (decision 022, decision 042). */
export const BUSINESS_ERRORS = {
  notBusinessAccount: refusal('business.not_business_account', BUSINESS_MESSAGES.notBusinessAccount),
  notAMember: refusal('business.not_a_member', BUSINESS_MESSAGES.notAMember),
  permissionDenied: (permission: TeamPermission) =>
    refusal(
      'business.permission_denied',
      `Your role in this company does not allow you to ${PERMISSION_ACTIONS[permission]}. Ask the owner or an admin.`,
    ),
  ownerNotInvitable: refusal('business.owner_not_invitable', BUSINESS_MESSAGES.ownerNotInvitable),
  alreadyMember: refusal('business.already_member', BUSINESS_MESSAGES.alreadyMember),
  inviteSelf: refusal('business.invite_self', BUSINESS_MESSAGES.inviteSelf),
  invitationNotFound: refusal('business.invitation_not_found', BUSINESS_MESSAGES.invitationNotFound),
  invitationExpired: refusal('business.invitation_expired', BUSINESS_MESSAGES.invitationExpired),
  invitationUsed: refusal('business.invitation_used', BUSINESS_MESSAGES.invitationUsed),
  invitationOtherEmail: refusal('business.invitation_other_email', BUSINESS_MESSAGES.invitationOtherEmail),
  ownerRoleFixed: refusal('business.owner_role_fixed', BUSINESS_MESSAGES.ownerRoleFixed),
  roleAboveOwn: refusal('business.role_above_own', BUSINESS_MESSAGES.roleAboveOwn),
  permissionAboveOwn: refusal('business.permission_above_own', BUSINESS_MESSAGES.permissionAboveOwn),
  cannotManagePeer: refusal('business.cannot_manage_peer', BUSINESS_MESSAGES.cannotManagePeer),
  memberNotFound: refusal('business.member_not_found', BUSINESS_MESSAGES.memberNotFound),
  ownerCannotLeave: refusal('business.owner_cannot_leave', BUSINESS_MESSAGES.ownerCannotLeave),
  inviteRateLimited: refusal('business.invite_rate_limited', BUSINESS_MESSAGES.inviteRateLimited),
  companyNotFound: refusal('business.company_not_found', BUSINESS_MESSAGES.companyNotFound),
  logoMissing: refusal('business.logo_missing', BUSINESS_MESSAGES.logoMissing),
  logoTooLarge: refusal('business.logo_too_large', BUSINESS_MESSAGES.logoTooLarge),
  logoTypeNotAllowed: refusal('business.logo_type_not_allowed', BUSINESS_MESSAGES.logoTypeNotAllowed),
  logoNotFound: refusal('business.logo_not_found', BUSINESS_MESSAGES.logoNotFound),
  tooManyLogoUploads: refusal('business.logo_rate_limited', BUSINESS_MESSAGES.tooManyLogoUploads),
  lookupRateLimited: refusal('business.invitation_lookup_rate_limited', BUSINESS_MESSAGES.lookupRateLimited),
} satisfies Record<string, Refusal | ((permission: TeamPermission) => Refusal)>;
