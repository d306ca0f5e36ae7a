import type { GigListItemDto } from '@hirehand/shared/gigs/gig-dto';
import { SearchX } from 'lucide-react';
import { type ComponentType, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useSession } from '@/lib/session/use-session';
import { useGigDetail } from '../../api/gig-detail';
import { filterGigsBySearch, type GigListFilters, useGigList } from '../../api/list-gigs';
import { GigCard } from './gig-card';
import { GigDetailPane } from './gig-detail-pane';
import { GigFilters } from './gig-filters';

/** What the apply overlay takes (the applications feature's dialog, handed in by the modal host). */
export interface ApplyOverlayProps {
  open: boolean;
  postingId: string;
  title: string;
  onOpenChange(open: boolean): void;
  onApplied?(): void;
}

export interface GigMarketplaceModalProps {
  open: boolean;
  initialGigId?: string;
  onOpenChange(open: boolean): void;
  applyDialog: ComponentType<ApplyOverlayProps>;
}

/**
 * The gig browser: filters and a grid of cards, then a gig's detail (beside the
 * list on wide screens, in its place on narrow ones), then the apply overlay. A successful apply
 * closes the overlay and the detail.
 */
export function GigMarketplaceModal({
  open,
  initialGigId,
  onOpenChange,
  applyDialog: ApplyDialog,
}: GigMarketplaceModalProps) {
  const { t } = useTranslation('marketplace');
  const session = useSession();
  const { openModal } = useAppModals();
  const viewer = session ? { id: session.user.id, token: session.token } : null;
  const detailHeadingId = useId();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<GigListFilters>({});
  const [selectedId, setSelectedId] = useState<string | null>(initialGigId ?? null);
  const [applyOpen, setApplyOpen] = useState(false);
  const [returnFocusTo, setReturnFocusTo] = useState<{ gigId: string } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const detailRef = useRef<HTMLElement>(null);

  const list = useGigList(filters, session?.token, open);
  const detail = useGigDetail(selectedId, viewer);

  useEffect(() => {
    // Load failures are only logged; the list shows its empty state.
    if (list.error) console.error('Failed to load gigs', list.error);
  }, [list.error]);

  const gigs = useMemo(() => {
    const seen = new Set<string>();
    const loaded: GigListItemDto[] = [];
    for (const page of list.data?.pages ?? []) {
      for (const gig of page.gigs) {
        if (seen.has(gig.id)) continue; // a new gig can shift a later page by one
        seen.add(gig.id);
        loaded.push(gig);
      }
    }
    return filterGigsBySearch(loaded, search);
  }, [list.data, search]);

  // Back to the list: focus returns to the card that was open (its button may have been hidden).
  useEffect(() => {
    if (!returnFocusTo) return;
    const timer = window.setTimeout(() => {
      const items = listRef.current?.querySelectorAll<HTMLElement>('[data-gig-id]') ?? [];
      const item = [...items].find((element) => element.dataset.gigId === returnFocusTo.gigId);
      const button = item?.querySelector<HTMLElement>('h3 button');
      (button ?? listRef.current)?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [returnFocusTo]);

  const openGig = (gigId: string) => {
    setSelectedId(gigId);
    setApplyOpen(false);
    window.setTimeout(() => detailRef.current?.focus(), 0);
  };
  const closeGig = () => {
    if (selectedId) setReturnFocusTo({ gigId: selectedId });
    setSelectedId(null);
    setApplyOpen(false);
  };

  const gig = detail.data;
  const showingDetail = selectedId !== null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('close')}
        data-testid="gig-marketplace"
        className={cn(
          'flex flex-col overflow-hidden p-0',
          'h-dvh max-h-dvh w-screen max-w-none rounded-none',
          'sm:h-[90vh] sm:max-h-[90vh] sm:w-[calc(100vw-2rem)] sm:max-w-6xl sm:rounded-2xl',
        )}
      >
        <div className={cn('border-b border-slate-200 p-4 sm:p-6', showingDetail && 'max-lg:hidden')}>
          <div className="pr-10">
            <DialogTitle className="text-xl sm:text-2xl">{t('title')}</DialogTitle>
            <DialogDescription>{t('subtitle')}</DialogDescription>
          </div>
          <div className="mt-4">
            <GigFilters search={search} onSearchChange={setSearch} onApply={setFilters} />
          </div>
        </div>
        <div className="flex min-h-0 flex-1">
          <section
            aria-label={t('list.label')}
            className={cn(
              'min-h-0 min-w-0 flex-1 overflow-y-auto p-4 sm:p-6',
              showingDetail && 'max-lg:hidden',
            )}
          >
            <div ref={listRef} tabIndex={-1} className="outline-none">
              {list.isPending && open ? (
                <p role="status" className="py-16 text-center text-sm text-slate-600">
                  {t('list.loading')}
                </p>
              ) : gigs.length === 0 ? (
                <div className="flex flex-col items-center gap-2 py-16 text-center">
                  <SearchX aria-hidden="true" className="size-10 text-slate-400" />
                  <p className="text-lg font-semibold text-slate-900">{t('list.emptyTitle')}</p>
                  {/* A refused filter (an unknown city) says what is wrong rather than "no gigs". */}
                  {list.error instanceof ApiError && list.error.status === 400 && list.error.detail ? (
                    <p role="alert" className="text-sm text-red-700">
                      {list.error.detail}
                    </p>
                  ) : (
                    <p className="text-sm text-slate-600">{t('list.emptyBody')}</p>
                  )}
                </div>
              ) : (
                <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4">
                  {gigs.map((item) => (
                    <li key={item.id} data-gig-id={item.id} className="min-w-0">
                      <GigCard gig={item} selected={item.id === selectedId} onOpen={openGig} />
                    </li>
                  ))}
                </ul>
              )}
              {list.hasNextPage && !list.isPending ? (
                <div className="mt-6 flex justify-center">
                  <Button
                    variant="secondary"
                    onClick={() => void list.fetchNextPage()}
                    disabled={list.isFetchingNextPage}
                  >
                    {list.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
                  </Button>
                </div>
              ) : null}
            </div>
          </section>
          {showingDetail ? (
            <section
              ref={detailRef}
              tabIndex={-1}
              aria-label={t('detail.label')}
              data-testid="gig-detail"
              className="min-h-0 w-full shrink-0 overflow-y-auto outline-none lg:w-[26rem] lg:border-l lg:border-slate-200 xl:w-[30rem]"
            >
              <GigDetailPane
                gig={gig}
                loading={detail.isPending}
                error={detail.error}
                signedIn={Boolean(session)}
                headingId={detailHeadingId}
                onBack={closeGig}
                onRetry={() => void detail.refetch()}
                onApply={() => setApplyOpen(true)}
                onManage={() => onOpenChange(false)}
                // One page-wide modal at a time: the portfolio takes the marketplace's place.
                onViewExperience={(userId) => openModal({ kind: 'experience', userId })}
              />
            </section>
          ) : null}
        </div>
        {gig && selectedId ? (
          // Its own boundary: while the apply texts load, only this dialog waits. Suspending into the
          // modals' boundary would hide and re-show the marketplace, leaving its focus trap on top.
          <Suspense fallback={null}>
            <ApplyDialog
              open={applyOpen}
              postingId={gig.id}
              title={gig.title}
              onOpenChange={setApplyOpen}
              onApplied={closeGig}
            />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
