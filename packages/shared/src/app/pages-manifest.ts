import { z } from 'zod';

/**
 * dist/pages/pages.json: the built client's pages, written by the web build from its page table
 * (apps/web/src/app/routing/page-table.ts) and read by the server, whose list of client paths
 * is this list (apps/server/src/platform/web-client.ts).
 */
export const PagesManifest = z.object({
  pages: z.array(
    z.object({
      /** The address, e.g. "/contact"; a `:name` segment matches any one segment ("/help/:slug"). */
      path: z.string().regex(/^\/(?:[a-z0-9-]+(?:\/:?[a-z0-9-]+)*)?$/),
      /** The page under dist/pages/ that preloads the route's code and texts. */
      file: z.string().regex(/^[a-z0-9-]+\.html$/),
      /** The route rendered to HTML at build time (served for the path without a query). */
      prerendered: z
        .object({
          file: z.string().regex(/^[a-z0-9-]+\.prerendered\.html$/),
          /** CSP hashes of the style attributes the rendered HTML carries. */
          styleAttributeHashes: z.array(z.string()),
        })
        .optional(),
    }),
  ),
});
export type PagesManifest = z.infer<typeof PagesManifest>;
