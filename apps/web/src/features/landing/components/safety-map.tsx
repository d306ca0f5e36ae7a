import { BriefcaseBusiness, Navigation, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/** Job pins on the illustration, as percentages of the map's width and height. */
const PINS = [
  { x: 22, y: 28 },
  { x: 70, y: 22 },
  { x: 62, y: 66 },
  { x: 30, y: 72 },
] as const;

/** A stylised, CSS-drawn map (no tiles): roads, a river, a park, job pins and the user's live dot. */
export function SafetyMap() {
  const { t } = useTranslation('landing');
  return (
    <div
      role="img"
      aria-label={t('safety.map.label')}
      className="relative aspect-[4/3] w-full overflow-hidden rounded-3xl border border-slate-200 bg-[#eef2e6] shadow-xl shadow-slate-900/10"
    >
      <div aria-hidden="true" className="absolute inset-0">
        {/* Park and river */}
        <div className="absolute top-[8%] left-[52%] h-[30%] w-[30%] rounded-[40%] bg-[#d3e8c4]" />
        <div className="absolute -bottom-[10%] -left-[10%] h-[40%] w-[70%] rotate-[-12deg] rounded-[50%] bg-[#bfdbfe]" />
        {/* Streets */}
        <div className="absolute top-[40%] -left-4 h-3 w-[120%] -rotate-6 bg-white shadow-sm" />
        <div className="absolute top-[78%] -left-4 h-2 w-[120%] rotate-3 bg-white" />
        <div className="absolute -top-4 left-[45%] h-[120%] w-3 rotate-12 bg-white shadow-sm" />
        <div className="absolute -top-4 left-[14%] h-[120%] w-2 -rotate-3 bg-white" />
        <div className="absolute -top-4 left-[80%] h-[120%] w-2 rotate-6 bg-white" />
        <div className="absolute top-[18%] -left-4 h-2 w-[120%] rotate-2 bg-white/80" />

        {/* Radius around the user */}
        <div className="absolute top-1/2 left-1/2 aspect-square w-[46%] -translate-1/2 rounded-full border-2 border-dashed border-blue-500/60 bg-blue-500/10" />

        {PINS.map((pin) => (
          <span
            key={`${pin.x}-${pin.y}`}
            className="absolute flex size-9 -translate-x-1/2 -translate-y-full items-center justify-center rounded-full rounded-br-none bg-blue-700 text-white shadow-lg ring-2 ring-white rotate-45"
            style={{ left: `${pin.x}%`, top: `${pin.y}%` }}
          >
            <BriefcaseBusiness className="size-4 -rotate-45" />
          </span>
        ))}

        {/* The user's live location */}
        <span className="absolute top-1/2 left-1/2 flex size-5 -translate-1/2">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-blue-500 opacity-60 motion-reduce:animate-none" />
          <span className="relative inline-flex size-5 rounded-full border-[3px] border-white bg-blue-600 shadow" />
        </span>

        {/* Overlays */}
        <div className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold text-slate-800 shadow-md sm:top-4 sm:left-4">
          <span className="size-2 rounded-full bg-green-600" />
          {t('safety.map.live')}
        </div>
        <div className="absolute right-3 bottom-3 left-3 flex items-center justify-between gap-3 rounded-2xl bg-white/95 p-3 shadow-lg sm:right-4 sm:bottom-4 sm:left-4">
          <span className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-900">
            <Navigation className="size-4 shrink-0 text-blue-700" />
            <span className="truncate">
              {t('safety.map.nearby', { count: PINS.length, distance: formatNumber(25) })}
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-1.5 rounded-lg bg-red-700 px-3 py-2 text-xs font-bold text-white shadow">
            <Siren className="size-4" />
            {t('safety.map.emergency')}
          </span>
        </div>
      </div>
    </div>
  );
}
