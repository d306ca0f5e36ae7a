import type { UserDto } from '@hirehand/shared/profile/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppModalsProvider } from '@/app/modals/app-modals';
import { Toaster } from '@/components/ui/toast';
import { saveSession } from '@/lib/session/session';

/** A query client as tests want it: no retries, so a failure shows at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export interface RenderWithAppOptions {
  /** Signed in as this user (with this token) before the first render. */
  session?: { user: UserDto; token?: string };
  /** Where the router starts; `ui` renders at its path, any other path shows "elsewhere". */
  route?: string;
  queryClient?: QueryClient;
}

/**
 * Renders `ui` with the providers the app gives it: a fresh query client, a router, the app's
 * real modal host (tests reach app/ through here) and the toaster. Texts are loaded by the setup file.
 */
export function renderWithApp(ui: ReactNode, options: RenderWithAppOptions = {}) {
  const { session, route = '/dashboard', queryClient = testQueryClient() } = options;
  if (session) saveSession(session.token ?? 'token-test', session.user);
  const path = route.split(/[?#]/)[0]!;
  const router = createMemoryRouter(
    [
      { path, element: <AppModalsProvider>{ui}</AppModalsProvider> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [route] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, client: queryClient };
}
