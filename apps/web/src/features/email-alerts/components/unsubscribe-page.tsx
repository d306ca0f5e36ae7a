import type { UnsubscribeResultDto } from '@hirehand/shared/matching/match-emails';
import { CircleAlert, CircleCheck, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /unsubscribe?token=…: where a match e-mail's unsubscribe link leads a person (mail clients
 * use the one-click POST themselves). One button confirms; the answer says what stopped.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('email-alerts');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { mutate, data, error, isPending } = useUnsubscribe();

  const doneText = (result: UnsubscribeResultDto) =>
    result.stopped === 'job_alert'
      ? result.alert_name
        ? t('done.job_alert', { name: result.alert_name })
        : t('done.job_alert_gone')
      : t(`done.${result.stopped}`);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <DocumentTitle title={t('title')} />
      {!token ? (
        <div role="alert" className="flex flex-col items-center">
          <CircleAlert aria-hidden="true" className="size-12 text-red-700" />
          <p className="mt-4 text-lg text-slate-900">{t('missing')}</p>
        </div>
      ) : data ? (
        <div role="status" className="flex flex-col items-center">
          <CircleCheck aria-hidden="true" className="size-12 text-green-700" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('doneHeading')}</h1>
          <p className="mt-2 text-slate-700">{doneText(data)}</p>
        </div>
      ) : (
        <div className="flex flex-col items-center">
          <MailX aria-hidden="true" className="size-12 text-slate-700" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('heading')}</h1>
          <p className="mt-2 text-slate-700">{t('lead')}</p>
          {error ? (
            <p role="alert" className="mt-4 text-red-700">
              {error instanceof ApiError && error.detail ? error.detail : t('failed')}
            </p>
          ) : null}
          <Button className="mt-6" disabled={isPending} onClick={() => mutate(token)}>
            {isPending ? <Spinner className="size-4" /> : null}
            {isPending ? t('working') : t('confirm')}
          </Button>
        </div>
      )}
      <p className="mt-8 text-sm text-slate-600">{t('preferencesHint')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button asChild variant="secondary">
          <Link to="/settings">{t('preferences')}</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">{t('home')}</Link>
        </Button>
      </div>
    </section>
  );
}
