import type { ApplicationStatus } from '@hirehand/shared/applications/applications';
import type { PostingStatus } from '@hirehand/shared/gigs/gig-enums';
import { Badge } from '@/components/ui/badge';
import { useTerms } from '@/lib/terms/use-terms';

const POSTING_TONES = {
  open: 'success',
  paused: 'warning',
  filled: 'brand',
  closed: 'neutral',
  pending_payment: 'warning',
  expired: 'neutral',
} as const satisfies Record<PostingStatus, string>;

const APPLICATION_TONES = {
  pending: 'brand',
  shortlisted: 'warning',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
} as const satisfies Record<ApplicationStatus, string>;

export function PostingStatusBadge({ status }: { status: PostingStatus }) {
  const { term } = useTerms();
  return <Badge tone={POSTING_TONES[status]}>{term('postingStatuses', status)}</Badge>;
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { term } = useTerms();
  return <Badge tone={APPLICATION_TONES[status]}>{term('applicationStatuses', status)}</Badge>;
}
