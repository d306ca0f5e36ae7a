import type { CompanyProfileDto } from '@hirehand/shared/business/company';
import { Building2, Globe, MapPin, Pencil, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormOutcome, type Outcome } from '@/components/ui/form-outcome';
import { Spinner } from '@/components/ui/spinner';
import { useCompany } from '../api/company-profile';
import { CompanyLogo } from './company-logo';
import { CompanyProfileForm } from './company-profile-form';

/** Only http(s) addresses become links (the schema allows no other). */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

/** The company's name, logo, about, city, website and size; read-only. */
export function CompanyProfileView({
  company,
  headingLevel = 'h3',
}: {
  company: CompanyProfileDto;
  /** h3 inside the profile card's section; h2 where the company is the page's subject. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('companies');
  const Heading = headingLevel;
  const rows = [
    { key: 'city', icon: MapPin, value: company.city },
    { key: 'size', icon: Users, value: company.size ? t('sizeValue', { size: company.size }) : null },
    { key: 'website', icon: Globe, value: company.website },
  ] as const;
  const filled = rows.some((row) => row.value) || company.about || company.logo_url;
  return (
    <div className="flex flex-col gap-5 sm:flex-row">
      <CompanyLogo
        name={company.name}
        logoUrl={company.logo_url}
        alt={t('logoAlt', { name: company.name })}
      />
      <div className="min-w-0 flex-1">
        <Heading className="text-xl font-bold user-text text-slate-900">{company.name}</Heading>
        {company.about ? (
          <>
            <p className="mt-2 text-sm whitespace-pre-line user-text text-slate-700">{company.about}</p>
          </>
        ) : null}
        <dl className="mt-3 grid gap-2 sm:grid-cols-3">
          {rows
            .flatMap((row) => (row.value ? [{ ...row, value: row.value }] : []))
            .map(({ key, icon: Icon, value }) => (
              <div key={key} className="min-w-0">
                <dt className="flex items-center gap-2 text-xs text-slate-600">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-blue-700" />
                  {t(key)}
                </dt>
                <dd className="mt-0.5 pl-6 text-sm break-words user-text text-slate-900">
                  {key === 'website' && safeHref(value) ? (
                    <a
                      href={safeHref(value)}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="text-blue-700 underline-offset-4 hover:underline"
                    >
                      {value.replace(/^https?:\/\//i, '')}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
        </dl>
        {filled ? null : <p className="mt-3 text-sm text-slate-700">{t('empty')}</p>}
      </div>
    </div>
  );
}

/**
 * The account's own company on its profile page: a company account's profile (instead of skills),
 * or the optional "Company" section of an employer. Viewed, and edited in place.
 */
export function CompanyProfileCard({ variant }: { variant: 'company' | 'employer' }) {
  const { t } = useTranslation('companies');
  const headingId = useId();
  const query = useCompany();
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4" />
        {t('loading')}
      </p>
    );
  } else if (query.isError) {
    body = (
      <p role="alert" className="mt-3 text-sm font-medium text-red-800">
        {t('loadFailed')}
      </p>
    );
  } else if (editing) {
    body = (
      <CompanyProfileForm
        company={query.data}
        headingId={headingId}
        onDone={(saved) => {
          setEditing(false);
          setOutcome(saved ? { kind: 'success', message: t('form.saved') } : null);
        }}
      />
    );
  } else {
    body = (
      <div className="mt-4">
        <FormOutcome outcome={outcome} />
        <CompanyProfileView company={query.data} />
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setOutcome(null);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('edit')}
        </Button>
      </div>
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Building2 aria-hidden="true" className="size-5 text-blue-700" />
        {editing ? t('form.heading') : variant === 'company' ? t('heading') : t('employerHeading')}
      </h2>
      {variant === 'employer' && !editing ? (
        <p className="mt-1 text-sm text-slate-600">{t('employerIntro')}</p>
      ) : null}
      {body}
    </Card>
  );
}
