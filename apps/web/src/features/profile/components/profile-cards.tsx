import type { UserDto } from '@hirehand/shared/profile/profile';
import { BadgeCheck, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDate, formatPhone, phoneHref } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';

/** Picture or initials, name, user type, trust score, badges and member-since date. */
export function ProfileHeaderCard({ user }: { user: UserDto }) {
  const { t } = useTranslation('profile');
  const reader = useReader();
  const provider = user.social_provider
    ? t(`providers.${user.social_provider}` as 'providers.google', { defaultValue: user.social_provider })
    : null;
  return (
    <Card className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
      <Avatar
        name={user.full_name}
        picture={user.profile_picture}
        alt={t('pictureAlt', { name: user.full_name })}
        size="xl"
      />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold user-text text-slate-900">{user.full_name}</h1>
        <p className="text-slate-700">{t(`userTypes.${user.user_type}`)}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
          <Badge tone="brand">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            {t('trustScore')}: {t('trustScoreValue', { score: user.trust_score })}
          </Badge>
          <Badge tone={user.email_verified ? 'success' : 'warning'}>
            {user.email_verified ? <BadgeCheck aria-hidden="true" className="size-3.5" /> : null}
            {user.email_verified ? t('emailVerified') : t('emailNotVerified')}
          </Badge>
          {provider ? <Badge>{t('socialProvider', { provider })}</Badge> : null}
        </div>
        <p className="mt-3 text-sm text-slate-600">
          {t('memberSince', { date: formatDate(user.created_at, reader) })}
        </p>
      </div>
    </Card>
  );
}

/** E-mail, and phone and city when present. */
export function ProfileContactCard({ user }: { user: UserDto }) {
  const { t } = useTranslation('profile');
  const rows = [
    { key: 'email', icon: Mail, value: user.email },
    { key: 'phone', icon: Phone, value: user.phone ? formatPhone(user.phone) : null },
    { key: 'city', icon: MapPin, value: user.city },
  ] as const;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('contactHeading')}</h2>
      <dl className="mt-3 grid gap-3">
        {rows
          .filter((row) => row.value)
          .map(({ key, icon: Icon, value }) => (
            <div key={key}>
              <dt className="flex items-center gap-2 text-xs text-slate-600">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-blue-700" />
                {t(key)}
              </dt>
              <dd className="mt-0.5 pl-6 text-sm user-text text-slate-900">
                {key === 'phone' && user.phone ? (
                  <a href={phoneHref(user.phone)} className="underline-offset-4 hover:underline">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}

/** Skill chips and bio, or a prompt to complete the profile. */
export function ProfileSkillsCard({ user }: { user: UserDto }) {
  const { t } = useTranslation('profile');
  const empty = user.skills.length === 0 && !user.bio;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('skillsHeading')}</h2>
      {empty ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('completePrompt')}{' '}
          <Link to="/settings" className="font-semibold text-blue-700 underline-offset-4 hover:underline">
            {t('completeLink')}
          </Link>
        </p>
      ) : (
        <>
          {user.skills.length > 0 ? (
            <>
              <h3 className="mt-3 text-sm font-medium text-slate-800">{t('skills')}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {user.skills.map((skill) => (
                  <li key={skill}>
                    <Badge tone="brand">{skill}</Badge>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {user.bio ? (
            <>
              <h3 className="mt-4 text-sm font-medium text-slate-800">{t('bio')}</h3>
              <p className="mt-1 text-sm whitespace-pre-line user-text text-slate-700">{user.bio}</p>
            </>
          ) : null}
        </>
      )}
    </Card>
  );
}
