import { formatCalendarDate } from '@hirehand/shared/locale/date-time';
import { SUPPORT_RESPONSE_HOURS } from '@hirehand/shared/support/support';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/document-title';
import { focusRing } from '@/components/ui/button';
import { config } from '@/config';
import { cn } from '@/lib/cn';
import { APP_LOCALE } from '@/lib/format';

export const LEGAL_DOCS = ['privacy', 'terms', 'accessibility'] as const;
export type LegalDoc = (typeof LEGAL_DOCS)[number];

/** When each document last changed in substance (a calendar date, shown in the reader's locale). */
const LAST_UPDATED: Record<LegalDoc, string> = {
  privacy: '2026-11-27',
  terms: '2026-11-22',
  accessibility: '2026-11-22',
};

const PATHS: Record<LegalDoc, string> = {
  privacy: '/privacy',
  terms: '/terms',
  accessibility: '/accessibility',
};

interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

const inlineLink = cn(
  'rounded-sm font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-800',
  focusRing,
);

/** One of the short legal documents (/privacy, /terms, /accessibility). */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation('legal');
  const sections: readonly LegalSection[] = t(`${doc}.sections`, {
    returnObjects: true,
    hours: SUPPORT_RESPONSE_HOURS,
    // Who answers the AI assistant here: said as this server is configured, never assumed.
    aiEngine: config.aiModel ? t('aiEngine.model', { model: config.aiModel }) : t('aiEngine.builtin'),
  });
  const updated = LAST_UPDATED[doc];

  return (
    <>
      <DocumentTitle title={t(`${doc}.title`)} />
      <div className="bg-linear-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t(`${doc}.title`)}
          </h1>
          <p className="mt-3 text-sm text-slate-600">
            <time dateTime={updated}>
              {t('lastUpdated', { date: formatCalendarDate(updated, { locale: APP_LOCALE }) })}
            </time>
          </p>
          <p className="mt-6 text-lg text-slate-700">{t(`${doc}.lead`)}</p>
        </div>
      </div>

      <article className="mx-auto max-w-3xl space-y-10 px-4 pb-16 sm:px-6 lg:pb-24">
        {sections.map((section, index) => {
          const headingId = `legal-${doc}-${index}`;
          return (
            <section key={section.heading} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-2xl font-bold text-slate-900">
                {section.heading}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-7 text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-blue-700">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          );
        })}

        <section aria-labelledby={`legal-${doc}-contact`}>
          <h2 id={`legal-${doc}-contact`} className="text-2xl font-bold text-slate-900">
            {t('contactHeading')}
          </h2>
          <p className="mt-3 leading-7 text-slate-700">
            <Trans
              t={t}
              i18nKey={`${doc}.contact`}
              values={{ email: config.supportEmail }}
              components={{
                mail: (
                  <a href={`mailto:${config.supportEmail}`} className={cn(inlineLink, 'break-all')}>
                    {config.supportEmail}
                  </a>
                ),
                form: <Link to="/contact" className={inlineLink} />,
              }}
            />
          </p>
        </section>

        <nav aria-labelledby={`legal-${doc}-other`} className="border-t border-slate-200 pt-8">
          <h2
            id={`legal-${doc}-other`}
            className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
          >
            {t('otherDocs')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL_DOCS.filter((other) => other !== doc).map((other) => (
              <li key={other}>
                <Link to={PATHS[other]} className={inlineLink}>
                  {t(`names.${other}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </>
  );
}

export function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}

export function TermsPage() {
  return <LegalPage doc="terms" />;
}

export function AccessibilityPage() {
  return <LegalPage doc="accessibility" />;
}
