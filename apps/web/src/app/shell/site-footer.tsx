import { SUPPORT_CITY } from '@hirehand/shared/support/support';
import { Clock, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { config } from '@/config';
import { SocialLinks } from '@/features/contact/components/social-links';
import { useSupportHoursSummary } from '@/features/contact/hooks/use-support-hours';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { cn } from '@/lib/cn';
import { Logo } from './logo';

type LinkKey =
  | 'howItWorks'
  | 'findWork'
  | 'postJob'
  | 'professions'
  | 'pricing'
  | 'contactUs'
  | 'trust'
  | 'safety'
  | 'helpCentre';

const QUICK_LINKS: readonly { key: LinkKey; to: string }[] = [
  { key: 'howItWorks', to: '/#how-it-works' },
  { key: 'findWork', to: '/#work' },
  { key: 'postJob', to: '/#post' },
  { key: 'professions', to: '/#professions' },
  { key: 'pricing', to: '/#pricing' },
];

const SUPPORT_LINKS: readonly { key: LinkKey; to: string }[] = [
  { key: 'contactUs', to: '/contact' },
  { key: 'trust', to: '/#trust' },
  { key: 'safety', to: '/#safety' },
  { key: 'helpCentre', to: '/help' },
];

const LEGAL_LINKS = [
  { key: 'privacy', to: '/privacy' },
  { key: 'terms', to: '/terms' },
  { key: 'accessibility', to: '/accessibility' },
] as const;

// Light outline: the design system's blue-600 ring is too faint on slate-900.
const darkFocus =
  'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-400';
const linkClass = cn('text-slate-300 hover:text-white hover:underline underline-offset-4', darkFocus);

function ColumnHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
      {children}
    </h2>
  );
}

function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { key: LinkKey; to: string }[];
}) {
  const { t } = useTranslation('contact');
  return (
    <nav aria-labelledby={id} className="lg:col-span-2">
      <ColumnHeading id={id}>{title}</ColumnHeading>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={linkClass}>
              {t(`footer.links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The dark site footer: links, support contact, newsletter box, social links and legal links. */
export function SiteFooter() {
  const { t } = useTranslation('contact');
  const { t: tn } = useTranslation('newsletter');
  const { t: ts } = useTranslation('shell');
  const hours = useSupportHoursSummary();
  const year = new Date().getFullYear();

  return (
    <footer className="bg-slate-900 text-slate-300">
      {/* pb-24: at the end of the page the last links sit above the chat launcher (bottom right, 5 rem). */}
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-24 sm:px-6 lg:pt-16">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8">
          <div className="sm:col-span-2 lg:col-span-3">
            <Link to="/" aria-label={ts('homeLink')} className={cn('inline-block', darkFocus)}>
              <Logo inverse />
            </Link>
            <p className="mt-4 max-w-xs text-sm leading-6">{t('footer.blurb')}</p>
            <SocialLinks tone="dark" className="mt-6" />
          </div>

          <LinkColumn id="footer-quick-links" title={t('footer.quickLinks')} links={QUICK_LINKS} />
          <LinkColumn id="footer-support" title={t('footer.support')} links={SUPPORT_LINKS} />

          <section aria-labelledby="footer-contact" className="lg:col-span-2">
            <ColumnHeading id="footer-contact">{t('footer.contact')}</ColumnHeading>
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex items-start gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                <a href={`mailto:${config.supportEmail}`} className={cn(linkClass, 'break-all')}>
                  {config.supportEmail}
                </a>
              </li>
              <li className="flex items-start gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                <span>{t('footer.location', { city: SUPPORT_CITY })}</span>
              </li>
              <li className="flex items-start gap-2">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                <span>{hours}</span>
              </li>
            </ul>
          </section>

          <section aria-labelledby="footer-newsletter" className="sm:col-span-2 lg:col-span-3">
            <ColumnHeading id="footer-newsletter">{tn('heading')}</ColumnHeading>
            <p className="mt-4 text-sm leading-6">{tn('lead')}</p>
            <NewsletterForm tone="dark" className="mt-4" />
          </section>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-slate-700 pt-8 text-sm md:flex-row md:items-center md:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className={linkClass}>
                    {t(`footer.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
