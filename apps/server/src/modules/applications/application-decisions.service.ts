import { APPLICATION_ERRORS } from '@hirehand/shared/applications/application-errors';
import type { ApplicationDto } from '@hirehand/shared/applications/applications';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import type { FastifyBaseLogger } from 'fastify';
import { audit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { companySubject } from '../companies/companies.service';
import { countHire, lockPostingForRules } from '../gigs/posting-counts.service';
import { announceNotifications, createNotification } from '../notifications/notifications.service';
import { type Decision, decisionNotice } from './application-notices';
import { applicationAcceptedMail, applicationDeclinedMail } from './applications.mail';
import {
  type ApplicationAction,
  assertCanDecide,
  assertCanHire,
  assertCanWithdraw,
  assertTransition,
  roleIn,
  TRANSITIONS,
} from './applications.policy';
import { toApplicationDto } from './applications.presenter';
import { type ApplicationView, lockApplication, updateApplication } from './applications.repo';
import { companyNameOf, findApplicationView, teamAccessFor } from './applications.service';

export type PosterAction = Exclude<ApplicationAction, 'withdraw'>;

const DECISION_OF: Record<PosterAction, Decision> = {
  shortlist: 'shortlisted',
  accept: 'accepted',
  decline: 'declined',
};

async function viewOr404(ctx: AppContext, id: string): Promise<ApplicationView> {
  const view = await findApplicationView(ctx.db, id);
  if (!view) throw errors.notFound(APPLICATION_ERRORS.notFound);
  return view;
}

async function roleOf(ctx: AppContext, actorId: string, view: ApplicationView) {
  const access = { posterId: view.poster.id, applicantId: view.applicant.id };
  const team = await teamAccessFor(
    ctx,
    actorId,
    { posterId: view.poster.id, companyId: view.posting.companyId },
    view.applicant.id,
  );
  return roleIn(actorId, access, team);
}

/**
 * The poster (or, for a company's posting, its team with can_manage_applications) answers an
 * application: shortlist, decline (with an optional note) or accept; for a company's posting the
 * answer is audited `team.application_answered` in the same transaction (decision 042).
 * The status change and the applicant's notification commit together. An accept locks the
 * posting row first and counts the hire against its openings, so concurrent accepts never
 * exceed them; the last opening turns the posting to filled. An accept or decline queues
 * the applicant's e-mail in the same transaction (a mail.send job, retried until delivered);
 * after the commit the applicant is told on the bus.
 */
export async function decideApplication(props: {
  ctx: AppContext;
  log: FastifyBaseLogger;
  actorId: string;
  applicationId: string;
  action: PosterAction;
  message?: string | null;
}): Promise<ApplicationDto> {
  const { ctx, log, action } = props;
  const view = await viewOr404(ctx, props.applicationId);
  assertCanDecide(await roleOf(ctx, props.actorId, view));
  const decision = DECISION_OF[action];
  const message = action === 'decline' ? props.message || null : undefined;
  // The applicant hears from the company a company's posting is for, not from whoever answered.
  const answeredBy = (await companyNameOf(ctx, view.posting)) ?? view.poster.name;

  const { application, notification } = await ctx.db.transaction(async (tx) => {
    // Lock order posting → application everywhere, so accepts and applies never deadlock.
    const posting = action === 'accept' ? await lockPostingForRules(tx, view.posting.id) : null;
    const current = await lockApplication(tx, view.application.id);
    if (!current) throw errors.notFound(APPLICATION_ERRORS.notFound);
    assertTransition(action, current.status);
    if (action === 'accept') {
      if (!posting) throw errors.notFound(GIG_ERRORS.postingNotFound);
      assertCanHire(posting);
      await countHire(tx, posting.id, ctx.clock.now());
    }
    const application = await updateApplication(
      tx,
      current.id,
      {
        status: TRANSITIONS[action].to,
        decided: action !== 'shortlist',
        ...(message !== undefined ? { decisionMessage: message } : {}),
      },
      ctx.clock.now(),
    );
    const notification = await createNotification(
      tx,
      decisionNotice({
        applicantId: view.applicant.id,
        decision,
        postingTitle: view.posting.title,
        posterName: answeredBy,
        message: message ?? null,
      }),
    );
    if (decision !== 'shortlisted') {
      await ctx.mail.send(decision === 'accepted' ? applicationAcceptedMail : applicationDeclinedMail, {
        to: view.applicant.email,
        // One e-mail per decision: an application is accepted or declined once.
        dedupeKey: `application-${decision}:${current.id}`,
        executor: tx,
        params: {
          applicantName: view.applicant.name,
          postingTitle: view.posting.title,
          posterName: answeredBy,
          message: message ?? null,
        },
      });
    }
    if (view.posting.companyId) {
      await audit.record(tx, {
        at: ctx.clock.now(),
        actorId: props.actorId,
        action: 'team.application_answered',
        subject: companySubject(view.posting.companyId),
        data: {
          subject: view.applicant.name,
          posting_title: view.posting.title,
          posting_id: view.posting.id,
          application_id: current.id,
          decision,
        },
      });
    }
    return { application, notification };
  });
  log.info({ feature: 'applications', applicationId: application.id, status: application.status }, 'decided');

  await announceNotifications(ctx, log, [notification]);
  return toApplicationDto((await findApplicationView(ctx.db, application.id))!);
}

/** The applicant takes back a pending or shortlisted application; the row stays, so they cannot apply again. */
export async function withdrawApplication(props: {
  ctx: AppContext;
  log: FastifyBaseLogger;
  actorId: string;
  applicationId: string;
}): Promise<ApplicationDto> {
  const { ctx } = props;
  const view = await viewOr404(ctx, props.applicationId);
  assertCanWithdraw(await roleOf(ctx, props.actorId, view));
  const application = await ctx.db.transaction(async (tx) => {
    const current = await lockApplication(tx, view.application.id);
    if (!current) throw errors.notFound(APPLICATION_ERRORS.notFound);
    assertTransition('withdraw', current.status);
    return updateApplication(tx, current.id, { status: TRANSITIONS.withdraw.to }, ctx.clock.now());
  });
  return toApplicationDto((await findApplicationView(ctx.db, application.id))!);
}
