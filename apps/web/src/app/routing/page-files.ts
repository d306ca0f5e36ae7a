import type { PagesManifest } from '@hirehand/shared/app/pages-manifest';
import { APP_LOCALE } from '@/lib/format';
import type { PageEntry } from './page-entry';

/*
 * What the build writes for the page table (scripts/prerender.mjs runs these from the prerender
 * bundle): one HTML page per entry that preloads the entry's module and text namespaces, the
 * prerendered HTML of the entries that ask for it, and pages.json, the server's list of pages.
 */

/** A page as the build writes it: its file under dist/pages/ and the source modules it preloads. */
export interface PlannedPage {
  path: string;
  file: string;
  /** Keys of the build's manifest (source paths from the web app's root). */
  modules: string[];
  prerender: boolean;
}

/**
 * The file a path's page is written to: "/" is index.html, "/email-verified" email-verified.html,
 * "/help/:slug" help-slug.html.
 */
export const pageFileStem = (path: string) =>
  path === '/' ? 'index' : path.slice(1).replaceAll(':', '').replaceAll('/', '-');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The source file of a text namespace, found among the build manifest's keys by the rule the
 * namespaces follow (app/i18n/resources.ts): src/features/<ns>/i18n/<locale>.ts,
 * src/lib/<ns>/<locale>.ts, or <ns>-<locale>.ts in a feature's i18n folder, in app/i18n (the app's
 * own pages) or in components/ (shared pieces). Exactly one must match.
 */
export function namespaceModule(namespace: string, manifestKeys: readonly string[], locale = APP_LOCALE) {
  const ns = escapeRegExp(namespace);
  const loc = escapeRegExp(locale);
  const rule = new RegExp(
    `^src/(?:features/${ns}/i18n/${loc}|lib/${ns}/${loc}|(?:features/[a-z0-9-]+/i18n|app/i18n|components)/${ns}-${loc})\\.ts$`,
  );
  const found = manifestKeys.filter((key) => rule.test(key));
  if (found.length !== 1) {
    throw new Error(
      `page table: the text namespace "${namespace}" matches ${found.length} source files (${found.join(', ') || 'none'}); see namespaceModule`,
    );
  }
  return found[0]!;
}

/** Every page of the table as the build writes it; throws on a table the build cannot serve. */
export function planPages(pages: readonly PageEntry[], manifestKeys: readonly string[]): PlannedPage[] {
  const seen = new Set<string>();
  return pages.map((entry) => {
    if (seen.has(entry.path)) throw new Error(`page table: ${entry.path} is listed twice`);
    seen.add(entry.path);
    // Lower-case words; a later segment may be a parameter (`/help/:slug`), which matches any one segment.
    if (!/^\/(?:[a-z0-9-]+(?:\/:?[a-z0-9-]+)*)?$/.test(entry.path)) {
      throw new Error(`page table: ${entry.path} is not a path of lower-case words`);
    }
    if (entry.prerender && entry.access !== 'everyone') {
      throw new Error(`page table: ${entry.path} is for ${entry.access} only and cannot be prerendered`);
    }
    const module = `src/${entry.module}`;
    if (!manifestKeys.includes(module)) {
      throw new Error(`page table: ${entry.path}'s module ${module} is not in the build's manifest`);
    }
    return {
      path: entry.path,
      file: `${pageFileStem(entry.path)}.html`,
      modules: [module, ...entry.namespaces.map((ns) => namespaceModule(ns, manifestKeys))],
      prerender: entry.prerender,
    };
  });
}

/** pages.json: the pages the server answers 200 for, with the prerendered ones' CSP hashes. */
export function pagesManifest(
  plan: readonly PlannedPage[],
  styleAttributeHashes: ReadonlyMap<string, string[]>,
): PagesManifest {
  return {
    pages: plan.map((page) => {
      const hashes = styleAttributeHashes.get(page.path);
      if (page.prerender && !hashes) throw new Error(`page table: ${page.path} was not prerendered`);
      return {
        path: page.path,
        file: page.file,
        ...(page.prerender
          ? {
              prerendered: {
                file: `${pageFileStem(page.path)}.prerendered.html`,
                styleAttributeHashes: hashes!,
              },
            }
          : {}),
      };
    }),
  };
}
