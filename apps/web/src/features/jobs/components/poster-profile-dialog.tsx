import type { PublicPostingDto, PublicProfileDto } from '@hirehand/shared/profile/public-profile';
import {
  BadgeCheck,
  Briefcase,
  CalendarDays,
  FolderOpen,
  MapPin,
  RotateCw,
  ShieldCheck,
  Wrench,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ProBadge } from '@/components/ui/pro-badge';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/ui/user-avatar';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { usePosterProfile } from '../api/poster-profile';

export interface PosterProfileDialogProps {
  userId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Opens one of the postings listed (the dialog closes first). */
  onOpenPosting(posting: PublicPostingDto): void;
  /** Opens the person's work history (the experience portfolio). */
  onOpenWorkHistory(userId: string): void;
}

function ProfileHeader({ profile }: { profile: PublicProfileDto }) {
  const { t } = useTranslation('jobs');
  const reader = useReader();
  return (
    <div className="flex min-w-0 items-start gap-4 pr-8">
      <UserAvatar name={profile.full_name} picture={profile.profile_picture} size="lg" />
      <div className="min-w-0">
        <DialogTitle className="text-xl user-text sm:text-2xl">{profile.full_name}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{t(`poster.userTypes.${profile.user_type}`)}</Badge>
          {profile.pro ? <ProBadge /> : null}
          {profile.verified ? (
            <span className="inline-flex items-center gap-1 text-blue-800">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {t('poster.verified')}
            </span>
          ) : null}
        </DialogDescription>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {profile.location ? (
            <li className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4 text-slate-500" />
              {profile.location}
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1">
            <ShieldCheck aria-hidden="true" className="size-4 text-blue-700" />
            {t('poster.trustScore', { score: profile.trust_score })}
          </li>
          <li className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
            {t('poster.memberSince', { date: formatDate(profile.member_since, reader) })}
          </li>
        </ul>
      </div>
    </div>
  );
}

function PostingList({
  profile,
  onOpen,
}: {
  profile: PublicProfileDto;
  onOpen(posting: PublicPostingDto): void;
}) {
  const { t } = useTranslation('jobs');
  const headingId = useId();
  const { open_postings: postings, open_postings_count: count } = profile;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="flex items-baseline justify-between gap-2 font-semibold text-slate-900">
        {t('poster.postings')}
        <span className="text-sm font-normal text-slate-600">{t('poster.postingsCount', { count })}</span>
      </h3>
      {postings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('poster.noPostings')}</p>
      ) : (
        <ul
          className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200"
          data-testid="poster-postings"
        >
          {postings.map((posting) => {
            const Icon = posting.mode === 'job' ? Briefcase : Wrench;
            return (
              <li key={posting.id} className="flex min-w-0 items-center gap-3 p-3">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium user-text text-slate-900">{posting.title}</p>
                  <p className="text-xs user-text text-slate-600">
                    {[t(posting.mode === 'job' ? 'poster.job' : 'poster.gig'), posting.pay, posting.location]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('poster.openPosting', { title: posting.title })}
                  onClick={() => onOpen(posting)}
                >
                  {t('poster.open')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {count > postings.length ? (
        <p className="mt-2 text-xs text-slate-600">
          {t('poster.morePostings', { shown: postings.length, count })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * A job card's "Portfolio": the poster's public profile (name, picture, city, trust score, bio,
 * skills) and their open postings, each of which opens; their work history is one click on.
 */
export function PosterProfileDialog({
  userId,
  open,
  onOpenChange,
  onOpenPosting,
  onOpenWorkHistory,
}: PosterProfileDialogProps) {
  const { t } = useTranslation('jobs');
  const query = usePosterProfile(userId);
  const profile = query.data;
  const gone = query.error instanceof ApiError && query.error.status === 404;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('poster.close')}
        data-testid="poster-profile"
        className="flex max-h-[90dvh] max-w-2xl flex-col overflow-y-auto p-5 sm:p-6"
      >
        {profile ? (
          <>
            <ProfileHeader profile={profile} />
            <section className="mt-5">
              <h3 className="font-semibold text-slate-900">{t('poster.about')}</h3>
              <p className="mt-1 text-sm user-text whitespace-pre-line text-slate-700">
                {profile.bio ?? t('poster.noBio')}
              </p>
            </section>
            {profile.skills.length > 0 ? (
              <section className="mt-5">
                <h3 className="font-semibold text-slate-900">{t('poster.skills')}</h3>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {profile.skills.map((skill) => (
                    <li
                      key={skill}
                      className="max-w-full rounded-full bg-slate-100 px-2.5 py-0.5 text-xs user-text text-slate-800"
                    >
                      {skill}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <PostingList
              profile={profile}
              onOpen={(posting) => {
                onOpenChange(false);
                onOpenPosting(posting);
              }}
            />
            <div className="mt-6 flex justify-end">
              <Button
                variant="secondary"
                onClick={() => {
                  onOpenChange(false);
                  onOpenWorkHistory(profile.id);
                }}
              >
                <FolderOpen aria-hidden="true" className="size-4" />
                {t('poster.workHistory')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <DialogTitle className="pr-8 text-xl">{t('card.portfolio')}</DialogTitle>
            {query.isPending ? (
              <DialogDescription role="status" className="mt-6 flex items-center gap-2">
                <Spinner />
                {t('poster.loading')}
              </DialogDescription>
            ) : (
              <div role="alert" className="mt-6 flex flex-col items-start gap-3">
                <DialogDescription className="text-red-900">
                  {gone ? t('poster.notFound') : t('poster.failed')}
                </DialogDescription>
                {gone ? null : (
                  <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                    <RotateCw aria-hidden="true" className="size-4" />
                    {t('poster.retry')}
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
