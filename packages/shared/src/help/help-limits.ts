/**
 * The help search's limits, apart from the zod contract (help.ts) so that the web's help pages
 * read them without bundling zod into a chunk the landing page shares.
 */
export const HELP_LIMITS = { query: 200, results: 10, slug: 100 } as const;
