import { cn } from '@/lib/cn';

const sizes = { md: 'size-10 text-sm', lg: 'size-16 text-xl', xl: 'size-24 text-3xl' } as const;

/** Logos are served from our origin only (the CSP allows images from 'self'). */
const isServedLogo = (url: string | null | undefined): url is string =>
  typeof url === 'string' && url.startsWith('/api/business/companies/');

/** The company's logo (or a local preview), else its initial on a square tile; decorative without `alt`. */
export function CompanyLogo({
  name,
  logoUrl,
  src,
  alt = '',
  size = 'xl',
}: {
  name: string;
  logoUrl: string | null | undefined;
  src?: string | null;
  alt?: string;
  size?: keyof typeof sizes;
}) {
  const shown = src ?? (isServedLogo(logoUrl) ? logoUrl : null);
  const base = cn('shrink-0 rounded-xl', sizes[size]);
  if (shown) {
    return (
      <img
        src={shown}
        alt={alt}
        data-testid="company-logo"
        className={cn(base, 'border border-slate-200 bg-white object-contain')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="company-initial"
      className={cn(base, 'inline-flex items-center justify-center bg-blue-100 font-bold text-blue-900')}
    >
      {name.trim().charAt(0).toLocaleUpperCase('en-CA') || '?'}
    </span>
  );
}
