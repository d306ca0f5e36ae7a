import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/components/document-title';
import { ContactForm } from './contact-form';
import { ContactInfoCards } from './contact-info-cards';
import { QuickHelp } from './quick-help';
import { SocialLinks } from './social-links';

/** /contact: info cards, the message form, quick help and social links. */
export function ContactPage() {
  const { t } = useTranslation('contact-page');
  const { t: tc } = useTranslation('contact');
  return (
    <>
      <DocumentTitle title={t('title')} />
      <div className="bg-linear-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t('title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('lead')}</p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16 sm:px-6 lg:pb-24">
        <ContactInfoCards />
        {/* Small screens read form, quick help, social; wide ones put quick help beside the other two. */}
        <div className="grid gap-12 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-x-10">
          <div className="lg:col-span-7">
            <ContactForm />
          </div>
          <div className="lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:row-start-1">
            <QuickHelp />
          </div>
          <section aria-labelledby="follow-us-heading" className="lg:col-span-7">
            <h2 id="follow-us-heading" className="text-2xl font-bold text-slate-900">
              {tc('social.heading')}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{tc('social.lead')}</p>
            <SocialLinks className="mt-4" />
          </section>
        </div>
      </div>
    </>
  );
}
