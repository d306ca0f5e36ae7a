import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element the card is: an article in a feed, a list item in a list; a div otherwise. */
  as?: 'div' | 'article' | 'section' | 'li';
}

/**
 * A card. Cards hold what people write (titles, names, notes, letters), so the card sets
 * `user-text` (styles.css), which every text inside inherits: a word longer than the card
 * wraps instead of widening it and the page.
 */
export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return (
    <Element
      className={cn(
        'user-text min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h3 className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function CardText({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('mt-2 text-sm text-slate-700', className)} {...props} />;
}
