import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, CircleUser } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { config } from '@/config';
import { cn } from '@/lib/cn';
import type { Session } from '@/lib/session/session';
import { signOut } from '@/lib/session/session';

const itemClass =
  'flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-900';

/** The signed-in header's dropdown: Profile, Dashboard, Settings, support mail, Sign Out. */
export function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation('session');
  const name = session.user.full_name || session.user.email;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('userMenu', { name })}
        className={cn(
          'inline-flex h-10 max-w-40 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50 xl:max-w-56',
          focusRing,
        )}
      >
        <CircleUser aria-hidden="true" className="size-5 shrink-0 text-blue-700" />
        <span className="truncate">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-600">
            {t('signedInAs', { email: session.user.email })}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">{t('profile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard">{t('dashboard')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/settings">{t('settings')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={`mailto:${config.supportEmail}`}>{t('support')}</a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            {t('signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
