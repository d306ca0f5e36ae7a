import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * The Pro badge: the person's plan gives `pro_badge` (the server marks them `pro`). Shows "Pro";
 * screen readers hear "Pro member" instead (no title-only tooltip). Render it only when `pro` is true.
 */
export function ProBadge({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      data-testid="pro-badge"
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-900',
        className,
      )}
    >
      <Sparkles aria-hidden="true" className="size-3" />
      <span aria-hidden="true">{t('proBadge.short')}</span>
      <span className="sr-only">{t('proBadge.name')}</span>
    </span>
  );
}
