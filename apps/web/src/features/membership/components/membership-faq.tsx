import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['cancel', 'refund', 'trial', 'payment'] as const;

/** The four questions; each opens with the keyboard like any disclosure (details/summary). */
export function MembershipFaq() {
  const { t } = useTranslation('membership');
  return (
    <section aria-labelledby="membership-faq-heading">
      <h2 id="membership-faq-heading" className="text-2xl font-bold text-slate-900">
        {t('faq.heading')}
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {QUESTIONS.map((id) => (
          <details key={id} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 [&::-webkit-details-marker]:hidden">
              {t(`faq.items.${id}.q`)}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-sm text-slate-700">{t(`faq.items.${id}.a`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
