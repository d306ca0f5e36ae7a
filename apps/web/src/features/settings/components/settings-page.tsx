import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/document-title';
import { SignInRequiredPage } from '@/components/sign-in-required-page';
import { Spinner } from '@/components/ui/spinner';
import { PROFILE_QUERY_KEY, useMyProfile } from '@/lib/session/my-profile';
import { useSession } from '@/lib/session/use-session';
import { ExportData, SignOutEverywhere } from './account-actions';
import { AccountTypeForm } from './account-type-form';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account-dialog';
import { EditProfileForm } from './edit-profile-form';
import { JobAlertsSection } from './job-alerts-section';
import { SecurityActivity } from './security-activity';
import { SettingsSection } from './settings-section';
import { TimeZoneForm } from './time-zone-form';
import { WorkPreferencesSection } from './work-preferences-form';

/** /settings: profile, work preferences (workers), job alerts, time zone, account type, password, e-mail, sessions, security activity, data export and account deletion. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const session = useSession();
  const queryClient = useQueryClient();
  const query = useMyProfile(Boolean(session));
  if (!session) return <SignInRequiredPage page="settings" />;
  const user = query.data ?? session.user;
  const onUser = (next: typeof user) => queryClient.setQueryData(PROFILE_QUERY_KEY, next);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <DocumentTitle title={t('title')} />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('heading')}</h1>
        <p className="mt-1 text-slate-700">{t('intro')}</p>
      </div>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner className="size-5" />
          {tc('loading')}
        </p>
      ) : (
        <SettingsSection title={t('profile.heading')}>
          {(id) => <EditProfileForm key={user.id} user={user} headingId={id} onSaved={onUser} />}
        </SettingsSection>
      )}
      {user.user_type === 'worker' ? (
        <SettingsSection id="work-preferences" title={t('workPreferences.heading')}>
          {(id) => <WorkPreferencesSection headingId={id} />}
        </SettingsSection>
      ) : null}
      <SettingsSection id="job-alerts" title={t('jobAlerts.heading')}>
        {(id) => <JobAlertsSection headingId={id} />}
      </SettingsSection>
      <SettingsSection title={t('timeZone.heading')}>
        {(id) => <TimeZoneForm key={user.id} user={user} headingId={id} onSaved={onUser} />}
      </SettingsSection>
      <SettingsSection title={t('accountType.heading')}>
        {(id) => <AccountTypeForm headingId={id} onChanged={onUser} />}
      </SettingsSection>
      <SettingsSection title={t('password.heading')}>
        {(id) => <ChangePasswordForm headingId={id} />}
      </SettingsSection>
      <SettingsSection title={t('email.heading')}>
        {(id) => <ChangeEmailForm headingId={id} onChanged={onUser} />}
      </SettingsSection>
      <SettingsSection title={t('sessions.heading')}>{() => <SignOutEverywhere />}</SettingsSection>
      <SettingsSection title={t('activity.heading')}>
        {(id) => <SecurityActivity headingId={id} />}
      </SettingsSection>
      <SettingsSection title={t('data.heading')}>{() => <ExportData />}</SettingsSection>
      <SettingsSection title={t('delete.heading')}>{() => <DeleteAccount />}</SettingsSection>
    </div>
  );
}
