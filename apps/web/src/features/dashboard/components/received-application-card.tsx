import type { ApplicationDto } from '@hirehand/shared/applications/applications';
import { ArrowUpToLine, BadgeCheck, Check, MapPin, ShieldCheck, Star, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageButton } from '@/components/message-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormOutcome } from '@/components/ui/form-outcome';
import { ProBadge } from '@/components/ui/pro-badge';
import { toast } from '@/components/ui/toast';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { useApplicationAction } from '../api/application-actions';
import { receivedApplicationActions } from '../lib/available-actions';
import { errorText } from '../lib/error-text';
import { AcceptDialog, DeclineDialog } from './answer-dialogs';
import { ApplicationStatusBadge } from './status-badge';

/** Cover letters longer than this start folded. */
const COVER_PREVIEW_CHARS = 240;
const SKILLS_SHOWN = 6;

function CoverLetter({ text }: { text: string }) {
  const { t } = useTranslation('dashboard');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > COVER_PREVIEW_CHARS;
  const shown = long && !expanded ? `${text.slice(0, COVER_PREVIEW_CHARS).trimEnd()}…` : text;
  return (
    <div className="mt-3">
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t('application.coverLetter')}
      </h4>
      <p id={id} className="mt-1 text-sm whitespace-pre-line user-text text-slate-800">
        {shown}
      </p>
      {long ? (
        <Button
          variant="link"
          className="mt-1 text-sm"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('application.showLess') : t('application.showMore')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * One application as its poster sees it: who applied, their letter and offer, and the answers
 * still open (shortlist, decline, accept).
 */
export function ReceivedApplicationCard({
  application,
  showPosting = true,
}: {
  application: ApplicationDto;
  /** Off inside a posting's own list, where the posting is already named. */
  showPosting?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const reader = useReader();
  const action = useApplicationAction();
  const [dialog, setDialog] = useState<'decline' | 'accept' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const { applicant, posting } = application;
  const actions = receivedApplicationActions(application.status);
  const extraSkills = applicant.skills.length - SKILLS_SHOWN;

  const shortlist = () => {
    setError(null);
    action.mutate(
      { kind: 'shortlist', id: application.id },
      {
        onSuccess: () => toast(t('shortlist.done', { name: applicant.name }), 'success'),
        onError: (err) => setError(errorText(err, t('actionFailed'))),
      },
    );
  };

  return (
    <Card as="article" aria-labelledby={headingId} className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-100 font-bold text-blue-900"
          >
            {applicant.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="min-w-0">
            <h3 id={headingId} className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
              <span className="user-text">{applicant.name}</span>
              {applicant.verified ? (
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-green-800">
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {t('application.verified')}
                </span>
              ) : null}
              {applicant.pro ? <ProBadge /> : null}
            </h3>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <span className="inline-flex items-center gap-1">
                <ShieldCheck aria-hidden="true" className="size-4 text-blue-700" />
                {t('application.trustScore', { score: formatNumber(applicant.trust_score) })}
              </span>
              {applicant.city ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-4 text-slate-500" />
                  {applicant.city}
                </span>
              ) : null}
            </p>
          </div>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>

      {application.priority ? (
        // Why the server lists this application first (priority placement, decision 033).
        <p
          data-testid="priority-marker"
          className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <ArrowUpToLine aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>
            <span className="font-semibold">{t('application.priority')}</span> {t('application.priorityWhy')}
          </span>
        </p>
      ) : null}

      {showPosting ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('application.forPosting')} <span className="font-semibold text-slate-900">{posting.title}</span>
        </p>
      ) : null}

      {applicant.skills.length > 0 ? (
        <ul aria-label={t('application.skills')} className="mt-3 flex flex-wrap gap-1.5">
          {applicant.skills.slice(0, SKILLS_SHOWN).map((skill) => (
            <li key={skill}>
              <Badge>{skill}</Badge>
            </li>
          ))}
          {extraSkills > 0 ? (
            <li>
              <Badge>{t('application.moreSkills', { count: extraSkills })}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}

      <CoverLetter text={application.cover_letter} />

      <dl className="mt-3 grid max-w-2xl grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">{t('application.proposedRate')}</dt>
          <dd className="font-medium text-slate-900">
            {application.proposed_rate === null
              ? t('application.notGiven')
              : formatMoney(application.proposed_rate)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('application.timeline')}</dt>
          <dd className="font-medium text-slate-900">
            {application.proposed_timeline === null
              ? t('application.notGiven')
              : t('application.days', { count: application.proposed_timeline })}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('application.applied')}</dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={application.created_at}>{formatDate(application.created_at, reader)}</time>
          </dd>
        </div>
      </dl>

      {application.portfolio_links.length > 0 ? (
        <ul aria-label={t('application.portfolio')} className="mt-3 flex flex-col gap-1 text-sm">
          {application.portfolio_links.map((link) => (
            <li key={link} className="truncate">
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-blue-700 underline"
              >
                {link}
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      {application.status === 'accepted' ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('application.contact')}{' '}
          <a href={`mailto:${applicant.email}`} className="font-medium text-blue-700 underline">
            {applicant.email}
          </a>
        </p>
      ) : null}
      {application.status === 'declined' && application.decision_message ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-semibold">{t('application.yourMessage')}</span> {application.decision_message}
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        {actions.length > 0 ? (
          <>
            {actions.includes('shortlist') ? (
              <Button variant="secondary" size="sm" disabled={action.isPending} onClick={shortlist}>
                <Star aria-hidden="true" className="size-4" />
                {t('shortlist.action')}
              </Button>
            ) : null}
            {actions.includes('decline') ? (
              <Button variant="secondary" size="sm" onClick={() => setDialog('decline')}>
                <X aria-hidden="true" className="size-4" />
                {t('decline.action')}
              </Button>
            ) : null}
            {actions.includes('accept') ? (
              <Button size="sm" onClick={() => setDialog('accept')}>
                <Check aria-hidden="true" className="size-4" />
                {t('accept.action')}
              </Button>
            ) : null}
          </>
        ) : null}
        {/* Talk to the applicant about this posting: the conversation is linked to it. */}
        <MessageButton jobId={posting.id} participantId={applicant.id} aria-describedby={headingId} />
      </div>
      <FormOutcome look="inline" outcome={error ? { kind: 'error', message: error } : null} />

      <DeclineDialog
        application={application}
        open={dialog === 'decline'}
        onOpenChange={(open) => setDialog(open ? 'decline' : null)}
      />
      <AcceptDialog
        application={application}
        open={dialog === 'accept'}
        onOpenChange={(open) => setDialog(open ? 'accept' : null)}
      />
    </Card>
  );
}
