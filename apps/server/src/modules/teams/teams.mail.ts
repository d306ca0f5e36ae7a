import { defineMail } from '../../platform/mail/mail-template';

/** The role's name as the e-mail says it. */
const ROLE_NAMES: Record<string, string> = { admin: 'Admin', team_member: 'Team Member', viewer: 'Viewer' };
export const roleName = (role: string) => ROLE_NAMES[role] ?? role;

/** The invitation: who invites, to which company, with which role, and the single-use accept link. */
export const teamInvitationMail = defineMail(
  'team_invitation',
  (p: { company: string; inviter: string; role: string; acceptUrl: string; expiresAt: string }, t) => ({
    subject: `${p.inviter} invited you to join ${p.company} on HireHand`,
    body: [
      'Hello,',
      `${p.inviter} invited you to join the ${p.company} team on HireHand as ${roleName(p.role)}.`,
      { button: 'Accept the invitation', href: p.acceptUrl },
      `Sign in (or create an account) with this e-mail address to accept. The invitation is valid until ${t.formatDate(p.expiresAt)}.`,
      'If you did not expect this invitation, you can ignore this e-mail.',
    ],
  }),
);

/** The reminder before an invitation ends, with the same link. */
export const teamInvitationReminderMail = defineMail(
  'team_invitation_reminder',
  (p: { company: string; inviter: string; role: string; acceptUrl: string; expiresAt: string }, t) => ({
    subject: `Your invitation to join ${p.company} ends soon`,
    body: [
      'Hello,',
      `${p.inviter} invited you to join the ${p.company} team on HireHand as ${roleName(p.role)}. The invitation ends on ${t.formatDate(p.expiresAt)}.`,
      { button: 'Accept the invitation', href: p.acceptUrl },
      'If you do not want to join, you can ignore this e-mail.',
    ],
  }),
);

/** Every e-mail of the teams module, registered by teams.routes.ts. */
export const TEAM_MAILS = [teamInvitationMail, teamInvitationReminderMail];
