import type {
  ExportedApplicationReceivedDto,
  ExportedApplicationSentDto,
} from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { type ApplicationView, listApplicationViews } from './applications.repo';

const fieldsOf = ({ application: a }: ApplicationView) => ({
  id: a.id,
  status: a.status,
  cover_letter: a.coverLetter,
  proposed_rate: a.proposedRate,
  proposed_timeline: a.proposedTimeline,
  portfolio_links: a.portfolioLinks,
  decision_message: a.decisionMessage,
  decided_at: a.decidedAt?.toISOString() ?? null,
  created_at: a.createdAt.toISOString(),
  updated_at: a.updatedAt.toISOString(),
});

/**
 * The applications the user sent and those sent to their postings, newest first (data
 * export): one query each. The other person appears by id and name only, never by e-mail.
 */
export async function exportApplicationsOf(
  ctx: AppContext,
  userId: string,
): Promise<{ sent: ExportedApplicationSentDto[]; received: ExportedApplicationReceivedDto[] }> {
  const [sent, received] = await Promise.all([
    listApplicationViews(ctx.db, { scope: { applicantId: userId }, limit: null }),
    listApplicationViews(ctx.db, { scope: { posterId: userId }, limit: null }),
  ]);
  return {
    sent: sent.map((view) => ({
      ...fieldsOf(view),
      posting: {
        id: view.posting.id,
        mode: view.posting.mode,
        title: view.posting.title,
        poster: { id: view.poster.id, full_name: view.poster.name },
      },
    })),
    received: received.map((view) => ({
      ...fieldsOf(view),
      posting: { id: view.posting.id, mode: view.posting.mode, title: view.posting.title },
      applicant: { id: view.applicant.id, full_name: view.applicant.name },
    })),
  };
}
