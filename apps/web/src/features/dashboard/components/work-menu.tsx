import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BriefcaseBusiness, ChevronDown, LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAppModals } from '@/lib/modals/app-modals-context';
import type { Session } from '@/lib/session/session';
import { useAnalyticsMembership } from '../api/analytics-membership';
import { workTools } from './work-tools';

const itemClass =
  'flex w-full cursor-pointer items-start gap-3 rounded-md px-3 py-2 text-left outline-none data-[highlighted]:bg-blue-50';

/** Desktop: the signed-in work tools grouped in one "Work" menu, so the header stays on one line. */
export function WorkMenu({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  const { t: words } = useTranslation('work-menu');
  const { openModal } = useAppModals();
  const companyMember = useAnalyticsMembership(session);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100',
          focusRing,
        )}
      >
        <BriefcaseBusiness aria-hidden="true" className="size-4 text-blue-700" />
        {/* A company account's tools are its business tools (spec 2 §2.1's Business menu, issue 22). */}
        {session.user.user_type === 'company' ? t('work.business') : t('work.menu')}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 w-72 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {workTools(session, companyMember).map((tool) => {
            const Icon = tool.icon;
            return (
              <DropdownMenu.Item key={tool.key} className={itemClass} onSelect={() => openModal(tool.modal)}>
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{t(`work.${tool.key}`)}</span>
                  <span className="block text-xs text-slate-600">{words(`hints.${tool.key}`)}</span>
                </span>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{t('work.dashboard')}</span>
                <span className="block text-xs text-slate-600">{words('hints.dashboard')}</span>
              </span>
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
