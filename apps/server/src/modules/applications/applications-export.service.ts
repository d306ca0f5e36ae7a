import type {
  ExportedApplicationReceivedDto,
  ExportedApplicationSentDto,
} from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { applicationFields } from './applications.presenter';
import { listApplicationViews } from './applications.repo';

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
      ...applicationFields(view),
      posting: {
        id: view.posting.id,
        mode: view.posting.mode,
        title: view.posting.title,
        poster: { id: view.poster.id, full_name: view.poster.name },
      },
    })),
    received: received.map((view) => ({
      ...applicationFields(view),
      posting: { id: view.posting.id, mode: view.posting.mode, title: view.posting.title },
      applicant: { id: view.applicant.id, full_name: view.applicant.name },
    })),
  };
}
