import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from './brand-icons';

const NETWORKS = [
  { key: 'linkedin', href: 'https://www.linkedin.com/company/hirehand', Icon: LinkedInIcon },
  { key: 'x', href: 'https://x.com/hirehand', Icon: XIcon },
  { key: 'facebook', href: 'https://www.facebook.com/hirehand', Icon: FacebookIcon },
  { key: 'instagram', href: 'https://www.instagram.com/hirehand', Icon: InstagramIcon },
] as const;

const tones = {
  light: 'border border-slate-300 bg-white text-slate-700 hover:border-blue-700 hover:text-blue-700',
  dark: 'bg-slate-800 text-slate-200 hover:bg-slate-700 hover:text-white focus-visible:outline-blue-400',
} as const;

/** HireHand's social profiles as icon links; `dark` for the footer. */
export function SocialLinks({
  tone = 'light',
  className,
}: {
  tone?: keyof typeof tones;
  className?: string;
}) {
  const { t } = useTranslation('contact');
  return (
    <ul aria-label={t('social.label')} className={cn('flex flex-wrap gap-3', className)}>
      {NETWORKS.map(({ key, href, Icon }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.linkLabel', { network: t(`social.networks.${key}`) })}
            className={cn(
              'flex size-10 items-center justify-center rounded-full transition-colors',
              focusRing,
              tones[tone],
            )}
          >
            <Icon className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
