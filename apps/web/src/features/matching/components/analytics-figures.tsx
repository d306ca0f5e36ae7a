import { cn } from '@/lib/cn';
import { RATE_BAR_CLASSES, RATE_TEXT_CLASSES, rateBand } from '../lib/rate-band';

/** A figure with its label (a `dt`/`dd` pair inside a `dl`), optionally coloured by spec 3 §9's band. */
export function FigureCard({
  label,
  value,
  hint,
  band,
  bandLabel,
}: {
  label: string;
  value: string;
  hint?: string;
  /** The rate the colour band is read from (none: no band). */
  band?: number;
  bandLabel?: (band: ReturnType<typeof rateBand>) => string;
}) {
  const which = band === undefined ? null : rateBand(band);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={cn('mt-1 text-2xl font-bold', which ? RATE_TEXT_CLASSES[which] : 'text-slate-900')}>
        {value}
      </dd>
      {which && bandLabel ? (
        <dd className={cn('text-xs font-semibold', RATE_TEXT_CLASSES[which])} data-band={which}>
          {bandLabel(which)}
        </dd>
      ) : null}
      {hint ? <dd className="text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

/** A labelled bar for a percentage (a meter: its value is read out), coloured by band. */
export function RateBar({ label, value, text }: { label: string; value: number; text: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div>
      <div className="flex justify-between gap-2 text-sm">
        <span className="text-slate-700">{label}</span>
        <span className={cn('font-semibold', RATE_TEXT_CLASSES[rateBand(value)])}>{text}</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take the band's colour in every browser */}
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', RATE_BAR_CLASSES[rateBand(value)])}
          style={{ width: `${clamped}%` }}
        />
      </div>
    </div>
  );
}
