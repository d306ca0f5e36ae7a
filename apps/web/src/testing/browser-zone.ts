import { vi } from 'vitest';

/**
 * Makes the browser report `zone` as its time zone (Intl's resolvedOptions), so a test does not
 * depend on the machine's; restored by resetAfterEach (vi.restoreAllMocks).
 */
export function pretendBrowserZone(zone: string) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...original.call(this), timeZone: zone };
  });
}
