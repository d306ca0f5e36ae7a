import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toast';
import { AssistantProvider } from '../features/assistant/assistant-context';
import { ErrorBoundary } from './crash/error-boundary';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AssistantProvider>
          <RouterProvider router={router} />
          <Toaster />
        </AssistantProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
