import { CircleCheck } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { SignInRequiredPage } from '@/components/sign-in-required-page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMyProfile } from '@/lib/session/my-profile';
import { useSession } from '@/lib/session/use-session';
import { useSocialSessionExchange } from '../hooks/use-social-session-exchange';
import { ProfileContactCard, ProfileHeaderCard, ProfileSkillsCard } from './profile-cards';
import { type EmailVerificationProps, VerifyEmailCard } from './verify-email-card';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-24 text-slate-700">
      <Spinner className="size-6" />
      {label}
    </div>
  );
}

function ProfileError({ message }: { message: string }) {
  const { t } = useTranslation('profile');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p role="alert" className="text-lg font-semibold text-red-800">
        {message}
      </p>
      <Button asChild className="mt-6">
        <Link to="/">{t('returnHome')}</Link>
      </Button>
    </div>
  );
}

/** The companies feature's card of the account's own company, handed in by app/ (features meet there). */
export type CompanyProfileSection = ComponentType<{ variant: 'company' | 'employer' }>;

/**
 * /profile: the signed-in user's profile; also the landing point of social sign-in. A company
 * account shows its company profile instead of skills and bio; an employer gets an optional
 * Company section beside them (issue 22, decision 042).
 */
export function ProfilePage({
  emailVerification,
  companyProfile: CompanyProfile,
}: {
  emailVerification: ComponentType<EmailVerificationProps>;
  companyProfile?: CompanyProfileSection;
}) {
  const { t } = useTranslation('profile');
  const session = useSession();
  const exchange = useSocialSessionExchange();
  const query = useMyProfile(Boolean(session) && !exchange.exchanging);

  let body: React.ReactNode;
  if (exchange.exchanging) body = <Loading label={t('loading')} />;
  else if (exchange.error) body = <ProfileError message={exchange.error} />;
  else if (!session) return <SignInRequiredPage page="profile" />;
  else if (query.isPending) body = <Loading label={t('loading')} />;
  else if (query.isError) body = <ProfileError message={t('loadFailed')} />;
  else {
    const user = query.data;
    body = (
      <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 sm:px-6">
        {user.social_provider === 'emergent' ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-green-600 bg-green-50 p-4 text-sm font-medium text-green-950"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            {t('socialSuccess')}
          </p>
        ) : null}
        <ProfileHeaderCard user={user} />
        {user.email_verified ? null : <VerifyEmailCard user={user} emailVerification={emailVerification} />}
        {user.user_type === 'company' && CompanyProfile ? (
          <>
            <CompanyProfile variant="company" />
            <ProfileContactCard user={user} />
          </>
        ) : (
          <>
            <div className="grid gap-6 md:grid-cols-2">
              <ProfileContactCard user={user} />
              <ProfileSkillsCard user={user} />
            </div>
            {user.user_type === 'employer' && CompanyProfile ? <CompanyProfile variant="employer" /> : null}
          </>
        )}
        <div>
          <Button asChild variant="secondary">
            <Link to="/settings">{t('editProfile')}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      <DocumentTitle title={t('title')} />
      {body}
    </>
  );
}
