import type { ApplicationStatus } from '@hirehand/shared/applications/applications';
import type { PostingStatus } from '@hirehand/shared/gigs/gig-enums';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

const POSTING_TONES = {
  open: 'success',
  paused: 'warning',
  filled: 'brand',
  closed: 'neutral',
} as const satisfies Record<PostingStatus, string>;

const APPLICATION_TONES = {
  pending: 'brand',
  shortlisted: 'warning',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
} as const satisfies Record<ApplicationStatus, string>;

export function PostingStatusBadge({ status }: { status: PostingStatus }) {
  const { t } = useTranslation('dashboard');
  return <Badge tone={POSTING_TONES[status]}>{t(`postingStatus.${status}`)}</Badge>;
}

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('dashboard');
  return <Badge tone={APPLICATION_TONES[status]}>{t(`applicationStatus.${status}`)}</Badge>;
}
