import { useTranslation } from 'react-i18next';

export function Logo({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="8" fill={inverse ? '#fff' : '#1d4ed8'} />
        <path
          d="M9 8v16M23 8v16M9 16h14"
          stroke={inverse ? '#1d4ed8' : '#fff'}
          strokeWidth="3.5"
          strokeLinecap="round"
        />
      </svg>
      <span className={inverse ? 'text-xl font-bold text-white' : 'text-xl font-bold text-slate-900'}>
        {t('productName')}
      </span>
    </span>
  );
}
