import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { DocumentTitle } from './document-title';
import { Button } from './ui/button';

/** What a signed-out visitor sees on a page that needs an account. */
export function SignInRequiredPage({ page }: { page: 'profile' | 'dashboard' | 'settings' }) {
  const { t } = useTranslation('signInRequired');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <DocumentTitle title={t('title')} />
      <LockKeyhole aria-hidden="true" className="size-12 text-slate-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t(page)}</h1>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => openAuthModal('login')}>{t('signIn')}</Button>
        <Button variant="secondary" onClick={() => openAuthModal('register')}>
          {t('join')}
        </Button>
      </div>
    </section>
  );
}
