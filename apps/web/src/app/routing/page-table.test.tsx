import { PagesManifest } from '@hirehand/shared/app/pages-manifest';
import { CLIENT_ROUTES } from '@hirehand/shared/app/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { testQueryClient } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { lazyNamespaces } from '../i18n/resources';
import { loadPage } from '../page-loaders';
import type { PageEntry } from './page-entry';
import { namespaceModule, pagesManifest, planPages } from './page-files';
import { pageRoutes } from './page-routes';
import { PAGES } from './page-table';

/** The web app's source files as the build's manifest names them ("src/features/..."). */
const SOURCE_KEYS = Object.keys(import.meta.glob('/src/**/*.{ts,tsx}')).map((key) => key.slice(1));

/** A page added in one place: the table plus this entry, as a later issue would add one. */
const FIXTURE: PageEntry = {
  path: '/fixture-page',
  module: 'features/fixture/components/fixture-page.tsx',
  component: 'FixturePage',
  namespaces: ['legal'],
  prerender: false,
  access: 'everyone',
};
const WITH_FIXTURE: readonly PageEntry[] = [...PAGES, FIXTURE];

resetAfterEach();

function renderRoutes(pages: readonly PageEntry[], at: string) {
  const load = async (entry: PageEntry) =>
    entry.path === FIXTURE.path ? () => <h1>Fixture page</h1> : () => <h1>{`Page ${entry.path}`}</h1>;
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <Suspense fallback={null}>
          <Routes>
            {pageRoutes(pages, load)}
            <Route path="*" element={<p>not found</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the page table', () => {
  it('lists exactly the shared route list (CLIENT_ROUTES), once each', () => {
    const paths = PAGES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...CLIENT_ROUTES].sort());
    expect(paths).toContain('/membership');
    expect(paths).toContain('/membership-success');
  });

  // Imports every page's module: the first import of each is slow on a loaded machine.
  it("loads every entry's component and texts through the app's loader", { timeout: 30_000 }, async () => {
    for (const entry of PAGES) {
      const component = await loadPage(entry);
      expect(['function', 'object'], entry.path).toContain(typeof component);
    }
  });

  it('builds a page file for every entry, preloading its module and texts; only the landing page is prerendered', () => {
    const plan = planPages(PAGES, SOURCE_KEYS);
    expect(plan.map((page) => page.file)).toContain('email-verified.html');
    expect(plan.find((page) => page.path === '/')).toEqual({
      path: '/',
      file: 'index.html',
      modules: [
        'src/app/pages/landing-page.tsx',
        'src/features/landing/i18n/en-CA.ts',
        'src/lib/terms/en-CA.ts',
      ],
      prerender: true,
    });
    expect(plan.filter((page) => page.prerender).map((page) => page.path)).toEqual(['/']);
    // A parameter segment: one page file serves every /help/{slug}.
    expect(plan.find((page) => page.path === '/help/:slug')).toMatchObject({
      file: 'help-slug.html',
      modules: ['src/features/help/components/help-page.tsx', 'src/features/help/i18n/en-CA.ts'],
    });
    expect(plan.find((page) => page.path === '/staff')?.modules).toEqual([
      'src/features/staff/components/staff-console-page.tsx',
      'src/features/staff/i18n/en-CA.ts',
    ]);
  });

  it('finds the source file of every text namespace', () => {
    for (const namespace of Object.keys(lazyNamespaces)) {
      expect(namespaceModule(namespace, SOURCE_KEYS), namespace).toMatch(/^src\/.+en-CA\.ts$/);
    }
    expect(namespaceModule('marketplace', SOURCE_KEYS)).toBe('src/features/gigs/i18n/marketplace-en-CA.ts');
  });
});

describe('a page added in one place (a fixture entry)', () => {
  it('is routed', async () => {
    renderRoutes(WITH_FIXTURE, '/fixture-page');
    expect(await screen.findByRole('heading', { name: 'Fixture page' })).toBeTruthy();
  });

  it('is not routed without its entry', async () => {
    renderRoutes(PAGES, '/fixture-page');
    expect(await screen.findByText('not found')).toBeTruthy();
  });

  it("gets its own page file, preloading its module and texts, and is in the server's list (pages.json)", () => {
    const plan = planPages(WITH_FIXTURE, [...SOURCE_KEYS, `src/${FIXTURE.module}`]);
    expect(plan.at(-1)).toEqual({
      path: '/fixture-page',
      file: 'fixture-page.html',
      modules: ['src/features/fixture/components/fixture-page.tsx', 'src/features/legal/i18n/en-CA.ts'],
      prerender: false,
    });
    const list = PagesManifest.parse(pagesManifest(plan, new Map([['/', ['sha256-x']]])));
    expect(list.pages.map((page) => page.path)).toEqual([
      ...PAGES.map((entry) => entry.path),
      '/fixture-page',
    ]);
    expect(list.pages[0]).toEqual({
      path: '/',
      file: 'index.html',
      prerendered: { file: 'index.prerendered.html', styleAttributeHashes: ['sha256-x'] },
    });
  });

  it('is refused by the build when it cannot be served as written', () => {
    const keys = [...SOURCE_KEYS, `src/${FIXTURE.module}`];
    expect(() => planPages([...PAGES, { ...FIXTURE, path: '/contact' }], keys)).toThrow('listed twice');
    expect(() => planPages([...PAGES, FIXTURE], SOURCE_KEYS)).toThrow('is not in the build');
    expect(() => planPages([{ ...FIXTURE, prerender: true, access: 'staff' }], keys)).toThrow(
      'cannot be prerendered',
    );
    expect(() => planPages([{ ...FIXTURE, namespaces: ['nope' as 'legal'] }], keys)).toThrow(
      'matches 0 source files',
    );
  });

  it('behind staff access, shows the not-found page to a signed-out visitor and to a signed-in non-staff user', async () => {
    const staffOnly: PageEntry = { ...FIXTURE, access: 'staff' };
    const first = renderRoutes([staffOnly], '/fixture-page');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
    first.unmount();

    saveSession('token', sampleUser());
    const api = fakeApi({ 'GET /api/staff/me': json(404, { detail: 'Not Found' }) });
    renderRoutes([staffOnly], '/fixture-page');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Fixture page' })).toBeNull();
    expect(api.calls).toHaveLength(1);
  });

  it('behind staff access, shows the page to staff', async () => {
    saveSession('token', sampleUser());
    fakeApi({ 'GET /api/staff/me': json(200, { sections: ['contact-messages'] }) });
    renderRoutes([{ ...FIXTURE, access: 'staff' }], '/fixture-page');
    expect(await screen.findByRole('heading', { name: 'Fixture page' })).toBeTruthy();
  });
});
