import type { ExperienceEntryDto, ExperienceListDto } from '@hirehand/shared/experience/experience';
import { BadgeCheck, Briefcase, MapPin, Plus, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useSession } from '@/lib/session/use-session';
import { useExperience } from '../api/get-experience';
import { DeleteExperienceDialog } from './delete-experience-dialog';
import { ExperienceEntryCard } from './experience-entry-card';
import { ExperienceFormDialog } from './experience-form-dialog';
import { ExperienceSummary } from './experience-summary';

export interface ExperienceModalProps {
  open: boolean;
  userId: string;
  onOpenChange(open: boolean): void;
}

type Editing = { kind: 'add' } | { kind: 'edit'; entry: ExperienceEntryDto } | null;

function ProfileHeader({ user }: { user: ExperienceListDto['user_info'] }) {
  const { t } = useTranslation('experience');
  return (
    <div className="flex min-w-0 items-center gap-4">
      <UserAvatar name={user.name} picture={user.profile_picture} size="lg" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold user-text text-slate-900">
          {user.name}
          {user.verified ? (
            <Badge tone="success">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t('profile.verified')}
            </Badge>
          ) : null}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 text-slate-500" />
            {user.location || t('profile.noLocation')}
          </span>
          <span className="inline-flex items-center gap-1">
            <ShieldCheck aria-hidden="true" className="size-4 text-blue-700" />
            {t('profile.trustScore', { score: user.trust_score })}
          </span>
        </p>
      </div>
    </div>
  );
}

/**
 * Work Experience and Portfolio: a person's header, summary figures and entries.
 * Only the person themself gets "Add Experience" and the edit and delete icons.
 */
export function ExperienceModal({ open, userId, onOpenChange }: ExperienceModalProps) {
  const { t } = useTranslation('experience');
  const session = useSession();
  const owner = session?.user.id === userId;
  const query = useExperience(open ? userId : '');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ExperienceEntryDto | null>(null);
  const historyHeadingId = useId();

  useEffect(() => {
    // Load failures are only logged; the modal shows its empty state.
    if (query.error) console.error('Failed to load work experience', query.error);
  }, [query.error]);

  const data = query.data;
  const entries = data?.experiences ?? [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('modal.close')}
        data-testid="experience-modal"
        className="max-w-4xl p-4 sm:p-6"
      >
        <div className="pr-10">
          <DialogTitle className="text-xl sm:text-2xl">{t('modal.title')}</DialogTitle>
          <DialogDescription>{t('modal.description')}</DialogDescription>
        </div>

        {query.isPending && open ? (
          <p role="status" className="py-16 text-center text-sm text-slate-600">
            {t('modal.loading')}
          </p>
        ) : (
          <div className="mt-5 flex flex-col gap-5">
            {data ? (
              <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                <ProfileHeader user={data.user_info} />
                {owner ? (
                  <Button onClick={() => setEditing({ kind: 'add' })} className="shrink-0">
                    <Plus aria-hidden="true" className="size-4" />
                    {t('list.add')}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {data ? <ExperienceSummary summary={data.experience_summary} /> : null}
            <section aria-labelledby={historyHeadingId}>
              <h3 id={historyHeadingId} className="text-base font-semibold text-slate-900">
                {t('list.heading')}
              </h3>
              {entries.length > 0 ? (
                <ul className="mt-3 flex flex-col gap-3">
                  {entries.map((entry) => (
                    <li key={entry.id}>
                      <ExperienceEntryCard
                        entry={entry}
                        owner={owner}
                        onEdit={(target) => setEditing({ kind: 'edit', entry: target })}
                        onDelete={setDeleting}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="mt-3 flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
                  <Briefcase aria-hidden="true" className="size-10 text-slate-400" />
                  <p className="text-lg font-semibold text-slate-900">{t('list.emptyTitle')}</p>
                  <p className="text-sm text-slate-600">
                    {owner ? t('list.emptyOwner') : t('list.emptyVisitor')}
                  </p>
                </div>
              )}
            </section>
          </div>
        )}

        {owner && editing ? (
          <ExperienceFormDialog
            // A fresh form for each entry (and for each new one).
            key={editing.kind === 'edit' ? editing.entry.id : 'add'}
            userId={userId}
            entry={editing.kind === 'edit' ? editing.entry : null}
            open
            onOpenChange={(next) => {
              if (!next) setEditing(null);
            }}
          />
        ) : null}
        {owner && deleting ? (
          <DeleteExperienceDialog userId={userId} entry={deleting} onClose={() => setDeleting(null)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
