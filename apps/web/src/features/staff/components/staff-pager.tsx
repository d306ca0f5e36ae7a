import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';

/** Previous / "Page n of m" / Next under a staff list, when it has more than one page. */
export function StaffPager({
  label,
  page,
  pages,
  addressOf,
}: {
  label: string;
  page: number;
  pages: number;
  addressOf(page: number): To;
}) {
  const { t } = useTranslation('staff');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link className="font-medium text-blue-800 underline" to={addressOf(page - 1)}>
          {t('contactMessages.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">{t('contactMessages.pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link className="font-medium text-blue-800 underline" to={addressOf(page + 1)}>
          {t('contactMessages.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
