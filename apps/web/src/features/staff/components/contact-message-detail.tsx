import { ArrowLeft, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useContactMessage } from '../api/contact-messages';
import { isNotStaff } from '../api/staff-access';
import { formatReceivedAt } from '../lib/received-at';

/** The chosen message in full; its heading takes focus when it opens, for keyboard and screen readers. */
export function ContactMessageDetail({ userId, id }: { userId: string; id: string }) {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  const message = useContactMessage(userId, id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = message.data?.id;

  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = new URLSearchParams(params);
  back.delete('message');
  const backLink = (
    <Link
      to={{ search: back.size > 0 ? `?${back.toString()}` : '' }}
      className="inline-flex items-center gap-1 font-medium text-blue-800 underline lg:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('contactMessages.back')}
    </Link>
  );

  if (message.isPending) {
    return (
      <div>
        {backLink}
        <p role="status" className="mt-4 text-slate-700">
          {t('loading')}
        </p>
      </div>
    );
  }
  if (message.isError) {
    return (
      <div>
        {backLink}
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
          {isNotStaff(message.error) ? t('message.notFound') : t('message.loadError')}
        </p>
      </div>
    );
  }
  const data = message.data;
  const reply = `mailto:${encodeURIComponent(data.email)}?subject=${encodeURIComponent(t('message.replySubject', { subject: data.subject }))}`;
  return (
    <article
      aria-labelledby="staff-message-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
    >
      {backLink}
      <h2
        id="staff-message-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-2xl font-semibold text-slate-900 [overflow-wrap:anywhere] focus:outline-none lg:mt-0"
      >
        {data.subject}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-slate-600">{t('message.from')}</dt>
        <dd className="text-slate-900 [overflow-wrap:anywhere]">{data.name}</dd>
        <dt className="font-medium text-slate-600">{t('message.email')}</dt>
        <dd className="text-slate-900 [overflow-wrap:anywhere]">{data.email}</dd>
        <dt className="font-medium text-slate-600">{t('message.type')}</dt>
        <dd className="text-slate-900">{t(`types.${data.type}`)}</dd>
        <dt className="font-medium text-slate-600">{t('message.received')}</dt>
        <dd className="text-slate-900">
          <time dateTime={data.created_at}>{formatReceivedAt(data.created_at)}</time>
        </dd>
        <dt className="font-medium text-slate-600">{t('message.mailed')}</dt>
        <dd className="text-slate-900">
          {data.mailed_at
            ? t('message.mailedYes', { date: formatReceivedAt(data.mailed_at) })
            : t('message.mailedNo')}
        </dd>
        <dt className="font-medium text-slate-600">{t('message.reference')}</dt>
        <dd className="font-mono text-xs text-slate-800 [overflow-wrap:anywhere]">{data.id}</dd>
      </dl>
      <h3 className="mt-6 text-sm font-medium text-slate-600">{t('message.body')}</h3>
      <p className="mt-2 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{data.message}</p>
      <Button asChild variant="secondary" className="mt-6">
        <a href={reply}>
          <Mail aria-hidden="true" className="size-4" />
          {t('message.reply')}
        </a>
      </Button>
    </article>
  );
}
