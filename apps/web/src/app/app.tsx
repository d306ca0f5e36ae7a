import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { currentToasts, subscribeToasts } from '@/components/ui/toast-store';
import { ErrorBoundary } from './crash/error-boundary';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toast')).Toaster }));

/** The toast UI loads with the first toast: most visits never show one. */
function DeferredToaster() {
  const hasToasts = useSyncExternalStore(
    subscribeToasts,
    () => currentToasts().length > 0,
    () => false,
  );
  const [wanted, setWanted] = useState(false);
  if (hasToasts && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** The providers around the router: the browser's RouterProvider, or the build's static router when prerendering. */
export function App({ children }: { children: ReactNode }) {
  // The landing page arrives as HTML before its code: a click before hydration does nothing.
  // This mark says React has taken over (browser tests wait for it on prerendered pages).
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
