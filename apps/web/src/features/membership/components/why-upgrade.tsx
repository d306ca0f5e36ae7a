import { BadgeCheck, Bot, Headset, Infinity as Unlimited } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const REASONS = [
  { id: 'applications', icon: Unlimited },
  { id: 'visibility', icon: BadgeCheck },
  { id: 'ai', icon: Bot },
  { id: 'support', icon: Headset },
] as const;

/** Why upgrade: what the paid plans give, in the words the catalog backs. */
export function WhyUpgrade() {
  const { t } = useTranslation('membership');
  return (
    <section aria-labelledby="why-upgrade-heading">
      <h2 id="why-upgrade-heading" className="text-2xl font-bold text-slate-900">
        {t('why.heading')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map(({ id, icon: Icon }) => (
          <li key={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon aria-hidden="true" className="size-6 text-blue-700" />
            <h3 className="mt-3 font-semibold text-slate-900">{t(`why.items.${id}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(`why.items.${id}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
