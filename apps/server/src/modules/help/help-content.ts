import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HELP_SLUG_PATTERN, HelpCategory } from '@hirehand/shared/help/help';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { serverRoot } from '../../platform/paths';

/**
 * The help articles: Markdown files with YAML front matter under apps/server/content/help, read
 * from the server's folder whether it runs from src/ or the dist/ bundle (like the migrations).
 */
export const helpContentDir = () => path.join(serverRoot(), 'content', 'help');

const FrontMatter = z.object({
  title: z.string().min(1),
  category: HelpCategory,
  summary: z.string().min(1),
  keywords: z.array(z.string().min(1)).min(1),
  // YAML reads an unquoted 2026-11-27 as a string with the yaml package's default (core) schema.
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

/** An article as written: its placeholders not yet filled. */
export interface RawHelpArticle extends z.infer<typeof FrontMatter> {
  slug: string;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Parses one file; throws with the file's name on anything the help centre could not serve. */
export function parseHelpArticle(slug: string, source: string): RawHelpArticle {
  if (!HELP_SLUG_PATTERN.test(slug)) throw new Error(`help article ${slug}: the file name is not a slug`);
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`help article ${slug}: no front matter`);
  const front = FrontMatter.safeParse(parseYaml(match[1]!));
  if (!front.success) throw new Error(`help article ${slug}: bad front matter: ${front.error.message}`);
  const body = source.slice(match[0].length).trim();
  if (/<[a-z!/]/i.test(body)) throw new Error(`help article ${slug}: raw HTML is not allowed`);
  return { slug, ...front.data, body };
}

/** Every article in the folder, in file-name order. */
export function readHelpArticles(dir = helpContentDir()): RawHelpArticle[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseHelpArticle(file.slice(0, -3), readFileSync(path.join(dir, file), 'utf8')));
}

/** Markdown to the plain text a search result quotes: no marks, links as their words. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]*(?:[-*+]|\d+\.)[ \t]+/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
