import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export const helpLinkClass = cn(
  'rounded-sm font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-800',
  focusRing,
);

/** A link of an article: the app's own pages through the router, anything else in a new tab. */
function ArticleLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={helpLinkClass}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className={helpLinkClass}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

const COMPONENTS: Components = {
  h1: ({ children }) => <h2 className="mt-8 text-2xl font-bold text-slate-900">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-8 text-2xl font-bold text-slate-900">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-6 text-xl font-semibold text-slate-900">{children}</h3>,
  p: ({ children }) => <p className="mt-4 leading-7 text-slate-700">{children}</p>,
  ul: ({ children }) => (
    <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-blue-700">
      {children}
    </ul>
  ),
  ol: ({ children }) => (
    <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7 text-slate-700 marker:text-blue-700">
      {children}
    </ol>
  ),
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 text-sm text-slate-800">{children}</code>
  ),
  a: ArticleLink,
  img: () => null,
};

/** An article's Markdown as React elements: never raw HTML (skipped), links through the router. */
export function HelpMarkdown({ children }: { children: string }) {
  return (
    <Markdown skipHtml components={COMPONENTS}>
      {children}
    </Markdown>
  );
}
