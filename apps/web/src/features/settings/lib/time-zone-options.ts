import { timeZoneOffsetLabel } from '@hirehand/shared/locale/date-time';

export interface TimeZoneOption {
  value: string;
  /** "Toronto (GMT-05:00)": the place and its offset now. */
  label: string;
}

export interface TimeZoneGroup {
  /** The IANA area ("America", "Europe"...), or "Other" for UTC and the Etc zones. */
  region: string;
  zones: TimeZoneOption[];
}

/** The zones this browser knows (Intl), or only the ones given where it cannot list them. */
function knownZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/** "America/Argentina/Buenos_Aires" -> "Argentina / Buenos Aires"; "UTC" stays "UTC". */
export function placeOf(zone: string): string {
  const parts = zone.split('/');
  const place = parts.length > 1 ? parts.slice(1) : parts;
  return place.join(' / ').replaceAll('_', ' ');
}

export const regionOf = (zone: string) =>
  zone.includes('/') && !zone.startsWith('Etc/') ? zone.split('/')[0]! : 'Other';

/** One option: the place and its offset at `now` (offsets change with daylight saving time). */
export function timeZoneOption(zone: string, now: Date): TimeZoneOption {
  const offset = timeZoneOffsetLabel(zone, now);
  return { value: zone, label: offset ? `${placeOf(zone)} (${offset})` : placeOf(zone) };
}

/**
 * Every zone the browser knows, plus `include` (the account's current zone, which a browser with
 * other zone names may not list), grouped by area and sorted by place: a native select's
 * optgroups, which the keyboard searches by typing a place's first letters.
 */
export function timeZoneGroups(now: Date, include: readonly string[] = []): TimeZoneGroup[] {
  const zones = new Set([...knownZones(), 'UTC', ...include.filter(Boolean)]);
  const groups = new Map<string, TimeZoneOption[]>();
  for (const zone of zones) {
    const region = regionOf(zone);
    const list = groups.get(region) ?? [];
    list.push(timeZoneOption(zone, now));
    groups.set(region, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b)))
    .map(([region, list]) => ({ region, zones: list.sort((a, b) => a.label.localeCompare(b.label)) }));
}
