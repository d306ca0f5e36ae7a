import {
  DEFAULT_PREMIUM_MATCHING_PREFERENCES,
  type PremiumMatchingPreferencesDto,
} from '@hirehand/shared/matching/premium-matching';
import { CircleAlert, Crown, RotateCcw, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useSession } from '@/lib/session/use-session';
import { useAdvancedMatching, useMatchAnalytics, usePremiumPreferences } from '../api/premium-matching-api';
import { FigureCard } from './analytics-figures';
import { PremiumAnalyticsTab } from './premium-analytics-tab';
import { PremiumMatchCard } from './premium-match-card';
import { PremiumPreferencesForm } from './premium-preferences-form';

export interface PremiumMatchingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

type Tab = 'matches' | 'preferences' | 'analytics';

const PLAN_REQUIRED = 'membership.plan_required';
const isPlanRequired = (error: unknown) => error instanceof ApiError && error.code === PLAN_REQUIRED;

/**
 * Premium AI Matching (spec 3 §2, §4; decision 040): opening loads the saved preferences, then
 * the matches and the analytics; Update Matches saves new preferences and reloads both. A member
 * without premium sees an upgrade card, never sample matches.
 */
export function PremiumMatchingDialog({ open, onOpenChange }: PremiumMatchingDialogProps) {
  const { t } = useTranslation('matching');
  const session = useSession();
  const prefs = usePremiumPreferences(open && session !== null);
  const advanced = useAdvancedMatching();
  const locked = isPlanRequired(prefs.error) || isPlanRequired(advanced.error);
  const performance = useMatchAnalytics(30, open && prefs.isSuccess && !locked);
  const [tab, setTab] = useState<Tab>('matches');
  const [draft, setDraft] = useState<PremiumMatchingPreferencesDto | null>(null);
  const { mutate } = advanced;

  // The first load: the saved preferences (or the defaults), then the matches they allow.
  const loaded = prefs.data?.preferences;
  useEffect(() => {
    if (!loaded || draft) return;
    setDraft(loaded);
    mutate(loaded);
  }, [loaded, draft, mutate]);

  const update = () => {
    if (!draft || advanced.isPending) return;
    advanced.mutate(draft, { onSuccess: () => setTab('matches') });
  };
  const result = advanced.isPending ? undefined : advanced.data;
  const loading = prefs.isPending || advanced.isPending || (!result && !advanced.isError && !prefs.isError);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} data-testid="premium-matching" className="max-w-5xl p-4 sm:p-6">
        <div className="flex items-start gap-3 pr-10">
          <span className="rounded-xl bg-amber-100 p-2 text-amber-900">
            <Crown aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="text-xs font-semibold tracking-wide text-amber-900 uppercase">
              {t('premium.label')}
            </p>
            <DialogTitle className="text-xl sm:text-2xl">{t('premium.title')}</DialogTitle>
            <DialogDescription>{t('premium.subtitle')}</DialogDescription>
          </div>
        </div>
        <p role="status" className="sr-only">
          {advanced.isPending
            ? t('premium.loading')
            : result
              ? t('premium.found', {
                  count: result.analytics.total_premium_matches,
                  formatted: formatNumber(result.analytics.total_premium_matches),
                })
              : ''}
        </p>

        {locked ? (
          <UpgradeCard onClose={() => onOpenChange(false)} />
        ) : prefs.isError || advanced.isError ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <div role="alert" className="flex flex-col items-center gap-1">
              <CircleAlert aria-hidden="true" className="size-8 text-red-700" />
              <p className="font-semibold text-slate-900">{t('premium.error.heading')}</p>
              <p className="text-sm text-slate-700">{t('premium.error.generic')}</p>
            </div>
            <Button
              onClick={() => {
                if (prefs.isError) void prefs.refetch();
                else if (draft) advanced.mutate(draft);
              }}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('premium.error.retry')}
            </Button>
          </div>
        ) : (
          <>
            <SummaryStrip result={result} />
            <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)} className="mt-5">
              <TabsList aria-label={t('premium.title')}>
                <TabsTrigger value="matches">
                  {t('premium.tabs.matches', { count: result?.analytics.total_premium_matches ?? 0 })}
                </TabsTrigger>
                <TabsTrigger value="preferences">{t('premium.tabs.preferences')}</TabsTrigger>
                <TabsTrigger value="analytics">{t('premium.tabs.analytics')}</TabsTrigger>
              </TabsList>
              <TabsContent value="matches">
                {loading || !result ? (
                  <Loading text={t('premium.loading')} />
                ) : result.matches.length === 0 ? (
                  <div className="flex flex-col items-center gap-2 py-10 text-center">
                    <SearchX aria-hidden="true" className="size-10 text-slate-500" />
                    <p className="text-lg font-semibold text-slate-900">{t('premium.empty.heading')}</p>
                    <p className="text-sm text-slate-700">{t('premium.empty.text')}</p>
                    <Button variant="secondary" onClick={() => setTab('preferences')}>
                      {t('premium.empty.adjust')}
                    </Button>
                  </div>
                ) : (
                  <MatchList result={result} />
                )}
              </TabsContent>
              <TabsContent value="preferences">
                <PremiumPreferencesForm
                  value={draft ?? loaded ?? DEFAULT_PREMIUM_MATCHING_PREFERENCES}
                  onChange={setDraft}
                  onSubmit={update}
                  pending={advanced.isPending || prefs.isPending}
                />
              </TabsContent>
              <TabsContent value="analytics">
                {loading || !result ? (
                  <Loading text={t('premium.loading')} />
                ) : (
                  <PremiumAnalyticsTab
                    summary={result.analytics}
                    performance={performance.data}
                    performanceLoading={performance.isPending}
                  />
                )}
              </TabsContent>
            </Tabs>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-16 text-center">
      <Spinner className="size-8" />
      <p className="font-semibold text-slate-900">{text}</p>
    </div>
  );
}

function SummaryStrip({ result }: { result: ReturnType<typeof useAdvancedMatching>['data'] }) {
  const { t } = useTranslation('matching');
  const none = t('premium.none');
  const summary = result?.analytics;
  const boost = summary?.estimated_earnings_boost ?? null;
  return (
    <dl aria-label={t('premium.strip.label')} className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
      <FigureCard
        label={t('premium.strip.matches')}
        value={summary ? formatNumber(summary.total_premium_matches) : none}
      />
      <FigureCard
        label={t('premium.strip.score')}
        value={summary ? t('premium.percent', { value: formatNumber(summary.average_match_score) }) : none}
      />
      <FigureCard
        label={t('premium.strip.boost')}
        value={
          boost === null
            ? none
            : t('premium.signedPercent', { sign: boost > 0 ? '+' : '', value: formatNumber(boost) })
        }
      />
      <FigureCard
        label={t('premium.strip.success')}
        value={
          summary?.success_probability == null
            ? none
            : t('premium.percent', { value: formatNumber(summary.success_probability) })
        }
      />
    </dl>
  );
}

function MatchList({ result }: { result: NonNullable<ReturnType<typeof useAdvancedMatching>['data']> }) {
  const { openModal } = useAppModals();
  return (
    <ul className="grid gap-4">
      {result.matches.map((match) => (
        <li key={match.id}>
          <PremiumMatchCard
            match={match}
            onDetails={(target) => openModal({ kind: 'job', jobId: target.id })}
            onApply={(target) => openModal({ kind: 'apply', postingId: target.id, title: target.title })}
          />
        </li>
      ))}
    </ul>
  );
}

function UpgradeCard({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('matching');
  return (
    <div
      className="mt-6 flex flex-col items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-10 text-center"
      data-testid="premium-upgrade"
    >
      <Crown aria-hidden="true" className="size-10 text-amber-800" />
      <p className="text-lg font-semibold text-slate-900">{t('premium.upgrade.heading')}</p>
      <p className="max-w-md text-sm text-slate-800">{t('premium.upgrade.text')}</p>
      <Button asChild>
        <Link to="/membership" onClick={onClose}>
          {t('premium.upgrade.link')}
        </Link>
      </Button>
    </div>
  );
}
