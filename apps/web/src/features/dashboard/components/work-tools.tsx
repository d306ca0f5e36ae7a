import {
  Award,
  Bot,
  BriefcaseBusiness,
  LayoutDashboard,
  type LucideIcon,
  Search,
  Sparkles,
  Target,
  TrendingUp,
  UsersRound,
  Wrench,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type AppModal, useAppModals } from '@/lib/modals/app-modals-context';
import type { Session } from '@/lib/session/session';

type ToolKey =
  | 'aiMatcher'
  | 'analytics'
  | 'businessIntelligence'
  | 'offerService'
  | 'postJob'
  | 'browseGigs'
  | 'experience'
  | 'premiumMatching'
  | 'supportChat'
  | 'team';

interface WorkTool {
  key: ToolKey;
  icon: LucideIcon;
  modal: AppModal;
}

/**
 * The header's work entries: signed-out visitors may only browse gigs (the help assistant is on the
 * help centre); workers also get the AI Matcher. `companyMember`: the person may view the analytics
 * of a company they belong to (GET /api/business/companies), when the caller knows it.
 */
export function workTools(session: Session | null, companyMember = false): WorkTool[] {
  const browse: WorkTool = { key: 'browseGigs', icon: Search, modal: { kind: 'gig-marketplace' } };
  if (!session) return [browse];
  // Employers and companies own a company: their Analytics is its Business Intelligence Dashboard.
  const business = session.user.user_type !== 'worker';
  const intelligence: WorkTool[] =
    business || companyMember
      ? [{ key: 'businessIntelligence', icon: TrendingUp, modal: { kind: 'business-analytics' } }]
      : [];
  // The matcher matches the caller as a worker (spec 2 §6): employers and companies hire instead.
  const matcher: WorkTool[] =
    session.user.user_type === 'worker'
      ? [{ key: 'aiMatcher', icon: Target, modal: { kind: 'ai-matcher' } }]
      : [];
  const tools: WorkTool[] = [
    ...matcher,
    // Spec 2 §2.1's Analytics: AI Matching Analytics for workers, the company's dashboard for
    // employers and companies (issue 22). Icons the landing page already loads: the
    // header is on its first load, whose JavaScript budget is nearly spent.
    {
      key: 'analytics',
      icon: TrendingUp,
      modal: { kind: business ? 'business-analytics' : 'match-analytics' },
    },
    { key: 'offerService', icon: Wrench, modal: { kind: 'create-gig', mode: 'service' } },
    { key: 'postJob', icon: BriefcaseBusiness, modal: { kind: 'create-gig', mode: 'job' } },
    browse,
    { key: 'experience', icon: Award, modal: { kind: 'experience', userId: session.user.id } },
    // The spec's Business menu: Team Management (a company's owner and team; anyone else learns
    // there how an invitation adds them), Business Intelligence, Premium AI Matching (the upgrade
    // card without premium), the support chatbot.
    { key: 'team', icon: UsersRound, modal: { kind: 'team' } },
    ...intelligence,
    { key: 'premiumMatching', icon: Sparkles, modal: { kind: 'premium-matching' } },
    { key: 'supportChat', icon: Bot, modal: { kind: 'help-assistant' } },
  ];
  // A company account has no work experience of its own (issue 22).
  return tools.filter((tool) => tool.key !== 'experience' || session.user.user_type !== 'company');
}

/** Desktop, signed out: browsing gigs needs no account. */
export function BrowseGigsButton() {
  const { t } = useTranslation('shell');
  const { openModal } = useAppModals();
  return (
    <button
      type="button"
      title={t('work.browseGigs')}
      onClick={() => openModal({ kind: 'gig-marketplace' })}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100',
        focusRing,
      )}
    >
      <Search aria-hidden="true" className="size-4 text-blue-700" />
      {/* Icon-only between 1024 and 1280 px, so the header keeps to one line. */}
      <span className="sr-only xl:not-sr-only">{t('work.browseGigs')}</span>
    </button>
  );
}

const mobileItemClass = cn(
  'flex w-full items-center gap-3 rounded-md px-3 py-3 text-left text-base font-medium text-slate-700 hover:bg-slate-50',
  focusRing,
);

/**
 * The mobile menu's copy of the work entries (and the dashboard link when signed in).
 * `companyMember` as for workTools: the header's signed-in chunk asks, as the desktop Work menu does.
 */
export function MobileWorkLinks({
  session,
  onPick,
  companyMember = false,
}: {
  session: Session | null;
  onPick(): void;
  companyMember?: boolean;
}) {
  const { t } = useTranslation('shell');
  const { openModal } = useAppModals();
  return (
    <div className="border-t border-slate-200 pt-2">
      <p className="px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t(session?.user.user_type === 'company' ? 'work.business' : 'work.menu')}
      </p>
      {session ? (
        <NavLink
          to="/dashboard"
          className={cn(mobileItemClass, 'aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-900')}
          onClick={onPick}
        >
          <LayoutDashboard aria-hidden="true" className="size-5 text-blue-700" />
          {t('work.dashboard')}
        </NavLink>
      ) : null}
      {workTools(session, companyMember).map((tool) => {
        const Icon = tool.icon;
        return (
          <button
            key={tool.key}
            type="button"
            className={mobileItemClass}
            onClick={() => {
              onPick();
              openModal(tool.modal);
            }}
          >
            <Icon aria-hidden="true" className="size-5 text-blue-700" />
            {t(`work.${tool.key}`)}
          </button>
        );
      })}
    </div>
  );
}
