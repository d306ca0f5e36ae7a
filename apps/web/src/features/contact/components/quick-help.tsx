import { ArrowRight, CreditCard, type LucideIcon, Rocket, Search, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const TOPICS: readonly {
  key: 'gettingStarted' | 'jobs' | 'payments' | 'safety';
  to: string;
  Icon: LucideIcon;
}[] = [
  { key: 'gettingStarted', to: '/#how-it-works', Icon: Rocket },
  { key: 'jobs', to: '/#work', Icon: Search },
  { key: 'payments', to: '/#pricing', Icon: CreditCard },
  { key: 'safety', to: '/#trust', Icon: ShieldCheck },
];

/** Short answers to the most common questions, each linking to the landing section that explains more. */
export function QuickHelp() {
  const { t } = useTranslation('contact-page');
  return (
    <section aria-labelledby="quick-help-heading">
      <h2 id="quick-help-heading" className="text-2xl font-bold text-slate-900">
        {t('help.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('help.lead')}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {TOPICS.map(({ key, to, Icon }) => (
          <Card as="li" key={key} className="flex gap-4 p-5">
            <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
              <Icon aria-hidden="true" className="size-5" />
            </div>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">{t(`help.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`help.${key}.body`)}</p>
              <Link
                to={to}
                className={cn(
                  'mt-2 inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-blue-700 hover:text-blue-800 hover:underline',
                  focusRing,
                )}
              >
                {t(`help.${key}.link`)}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </Card>
        ))}
      </ul>
    </section>
  );
}
