import { SUPPORT_CITY, SUPPORT_RESPONSE_HOURS } from '@hirehand/shared/support/support';
import { Clock, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { Card, CardText, CardTitle } from '@/components/ui/card';
import { config } from '@/config';
import { cn } from '@/lib/cn';
import { useSupportHours } from '../hooks/use-support-hours';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li>
      <Card className="h-full">
        <div className="flex size-11 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
          {icon}
        </div>
        <CardTitle className="mt-4">{title}</CardTitle>
        {children}
      </Card>
    </li>
  );
}

/** E-mail, opening hours and location: the three ways to reach support. */
export function ContactInfoCards() {
  const { t } = useTranslation('contact');
  const hours = useSupportHours();
  return (
    <section aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading" className="sr-only">
        {t('info.label')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
        <InfoCard icon={<Mail aria-hidden="true" className="size-5" />} title={t('info.email.title')}>
          <p className="mt-2">
            <a
              href={`mailto:${config.supportEmail}`}
              className={cn(
                'rounded-sm font-semibold break-all text-blue-700 underline underline-offset-4 hover:text-blue-800',
                focusRing,
              )}
            >
              {config.supportEmail}
            </a>
          </p>
          <CardText>{t('info.email.body', { count: SUPPORT_RESPONSE_HOURS })}</CardText>
        </InfoCard>
        <InfoCard icon={<Clock aria-hidden="true" className="size-5" />} title={t('info.hours.title')}>
          <dl className="mt-2 space-y-1 text-sm">
            {hours.map((row) => (
              <div key={row.days} className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-slate-700">{row.label}</dt>
                <dd className="font-medium text-slate-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </InfoCard>
        <InfoCard icon={<MapPin aria-hidden="true" className="size-5" />} title={t('info.location.title')}>
          <CardText>{t('info.location.body', { city: SUPPORT_CITY })}</CardText>
        </InfoCard>
      </ul>
    </section>
  );
}
