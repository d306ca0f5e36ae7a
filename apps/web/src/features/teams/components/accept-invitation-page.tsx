import { CircleAlert, CircleCheck, Clock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useReader } from '@/lib/session/use-reader';
import { useSession } from '@/lib/session/use-session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/lookup-invitation';

const detailOf = (error: unknown) => (error instanceof ApiError ? error.detail : undefined);

/**
 * /team/accept?token=…: where an invitation e-mail leads (issue 22, decision 042). It shows the
 * invitation first; a signed-out visitor signs in (or signs up) with the invited address and
 * comes back here; Accept joins the team and opens Team Management on it.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('teams');
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useSession();
  const reader = useReader();
  const { openModal } = useAppModals();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const invitation = preview.data;
  const role = (value: string) => t(`roles.${value as 'admin'}`);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <DocumentTitle title={t('accept.title')} />
      {!token ? (
        <Problem text={t('accept.missing')} />
      ) : preview.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner />
          {t('accept.loading')}
        </p>
      ) : preview.isError || !invitation ? (
        <Problem text={detailOf(preview.error) ?? t('accept.acceptFailed')} />
      ) : accept.data ? (
        <div role="status" className="flex flex-col items-center">
          <CircleCheck aria-hidden="true" className="size-12 text-green-700" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">
            {t('accept.doneHeading', { company: accept.data.company_name })}
          </h1>
          <p className="mt-2 text-slate-700">
            {t('accept.done', { company: accept.data.company_name, role: role(accept.data.role) })}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button onClick={() => openModal({ kind: 'team', companyId: accept.data.company_id })}>
              <Users aria-hidden="true" className="size-4" />
              {t('accept.openTeam')}
            </Button>
            <Button asChild variant="secondary">
              <Link to="/dashboard">{t('accept.dashboard')}</Link>
            </Button>
          </div>
        </div>
      ) : invitation.status === 'expired' ? (
        <Problem icon="clock" text={t('accept.expired')} />
      ) : invitation.status !== 'pending' ? (
        <Problem text={t('accept.used')} />
      ) : (
        <div className="flex flex-col items-center">
          <Users aria-hidden="true" className="size-12 text-blue-700" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">
            {t('accept.heading', { company: invitation.company_name })}
          </h1>
          <p className="mt-2 text-slate-700">
            {invitation.invited_by
              ? t('accept.lead', {
                  inviter: invitation.invited_by,
                  company: invitation.company_name,
                  role: role(invitation.role),
                })
              : t('accept.leadNoInviter', { company: invitation.company_name, role: role(invitation.role) })}
          </p>
          <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">
            {t('accept.sentTo', { email: invitation.email })}
          </p>
          <p className="text-sm text-slate-600">
            {t('accept.expires', { date: formatDate(invitation.expires_at, reader) })}
          </p>
          {session ? (
            <>
              {accept.isError ? (
                <p role="alert" className="mt-4 text-red-700">
                  {detailOf(accept.error) ?? t('accept.acceptFailed')}
                </p>
              ) : null}
              <Button
                className="mt-6"
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(token, {
                    onSuccess: (joined) => openModal({ kind: 'team', companyId: joined.company_id }),
                  })
                }
              >
                {accept.isPending ? <Spinner /> : null}
                {accept.isPending ? t('accept.accepting') : t('accept.accept')}
              </Button>
            </>
          ) : (
            <>
              <p className="mt-6 font-medium text-slate-900">
                {t('accept.signIn', { email: invitation.email })}
              </p>
              <div className="mt-4 flex flex-wrap justify-center gap-3">
                <Button onClick={() => openAuthModal('login')}>{t('accept.signInButton')}</Button>
                <Button variant="secondary" onClick={() => openAuthModal('register')}>
                  {t('accept.register')}
                </Button>
              </div>
            </>
          )}
        </div>
      )}
      <Button asChild variant="ghost" className="mt-8">
        <Link to="/">{t('accept.home')}</Link>
      </Button>
    </section>
  );
}

function Problem({ text, icon }: { text: string; icon?: 'clock' }) {
  const Icon = icon === 'clock' ? Clock : CircleAlert;
  return (
    <div role="alert" className="flex flex-col items-center">
      <Icon aria-hidden="true" className="size-12 text-red-700" />
      <p className="mt-4 text-lg text-slate-900">{text}</p>
    </div>
  );
}
